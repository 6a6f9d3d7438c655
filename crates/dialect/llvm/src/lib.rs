//! The `llvm` dialect (`LLVMOps.td`, `LLVMTypes.td`, `LLVMEnums.td`):
//! LLVM IR in MLIR. Its types (`!llvm.ptr`, structs, arrays, function
//! types), enum attributes, functions with their parameter attributes,
//! and the core instructions.

mod aggregate;
pub mod attrs;
pub mod blocks;
mod call;
mod fold;
mod func;
mod gep;
mod global;
mod intrinsics;
pub mod ops;
pub mod tbaa;
pub mod types;

pub use attrs::*;
pub use types::*;

use rmlir_ir::DialectDef;

/// The hand-written ops and the generated intrinsic table, as one list.
static ALL_OPS: [&rmlir_ir::OpDef; ops::OPS.len() + intrinsics::OPS.len()] = {
    let mut all = [ops::OPS[0]; ops::OPS.len() + intrinsics::OPS.len()];
    let mut i = 0;
    while i < ops::OPS.len() {
        all[i] = ops::OPS[i];
        i += 1;
    }
    while i < all.len() {
        all[i] = intrinsics::OPS[i - ops::OPS.len()];
        i += 1;
    }
    all
};

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: &ALL_OPS,
    attrs: attrs::ATTRS,
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
