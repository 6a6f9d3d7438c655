//! The `llvm` dialect (`LLVMOps.td`, `LLVMTypes.td`, `LLVMEnums.td`):
//! LLVM IR in MLIR. Its types (`!llvm.ptr`, structs, arrays, function
//! types), enum attributes, functions with their parameter attributes,
//! and the core instructions.

mod aggregate;
mod atomic;
pub mod attrs;
pub mod blocks;
mod call;
#[macro_use]
pub mod debuginfo;
mod fold;
mod func;
mod gep;
mod global;
mod intrinsics;
pub mod loops;
pub mod ops;
pub mod tbaa;
pub mod types;

pub use attrs::*;
pub use types::*;

use rmlir_ir::DialectDef;

/// `a` then `b` as one array (`N` is their total length), for the
/// dialect's tables spread over modules.
const fn concat<T: Copy, const N: usize>(a: &[T], b: &[T]) -> [T; N] {
    let mut all = [a[0]; N];
    let mut i = 0;
    while i < a.len() {
        all[i] = a[i];
        i += 1;
    }
    while i < N {
        all[i] = b[i - a.len()];
        i += 1;
    }
    all
}

/// The hand-written ops and the generated intrinsic table.
static ALL_OPS: [&rmlir_ir::OpDef; ops::OPS.len() + intrinsics::OPS.len()] =
    concat(ops::OPS, intrinsics::OPS);

/// The attributes with a mnemonic, debug info included.
static METADATA_ATTRS: [&rmlir_ir::dialect_attr::AttrDef;
    debuginfo::DI_ATTRS.len() + loops::LOOP_ATTRS.len()] =
    concat(debuginfo::DI_ATTRS, loops::LOOP_ATTRS);
static ALL_ATTRS: [&rmlir_ir::dialect_attr::AttrDef; attrs::ATTRS.len() + METADATA_ATTRS.len()] =
    concat(attrs::ATTRS, &METADATA_ATTRS);

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: &ALL_OPS,
    attrs: &ALL_ATTRS,
    types: types::TYPES,
    parse_type: Some(types::parse_dialect_type),
    materialize_constant: Some(fold::materialize_constant),
    // Upstream registers only part of LLVM IR as ops (`allowUnknownOperations`).
    allow_unknown_ops: true,
    // The debug-info, TBAA, loop and other metadata attributes are not
    // modelled yet: they are kept as written.
    opaque_unknown_attrs: true,
    attr_alias: Some(attrs::attr_alias),
    verify_region_arg_attribute: Some(func::verify_arg_attribute),
    verify_region_result_attribute: Some(func::verify_result_attribute),
    ..DialectDef::new("llvm")
};

#[cfg(test)]
mod tests {
    /// Every declarative format compiles against its op's signature (the
    /// run-time check is stricter than the macro's for attribute types).
    #[test]
    fn formats_compile() {
        for def in super::DIALECT.ops {
            let _ = def.format();
        }
    }
}
