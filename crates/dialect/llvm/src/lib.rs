//! The `llvm` dialect (`LLVMOps.td`, `LLVMTypes.td`, `LLVMEnums.td`):
//! LLVM IR in MLIR. Its types (`!llvm.ptr`, structs, arrays, function
//! types), enum attributes, functions with their parameter attributes,
//! and the core instructions.

pub mod attrs;
mod func;
mod ops;
pub mod types;

pub use attrs::*;
pub use types::*;

use rmlir_ir::DialectDef;

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: ops::OPS,
    attrs: attrs::ATTRS,
    types: types::TYPES,
    parse_type: Some(types::parse_dialect_type),
    // Upstream registers only part of LLVM IR as ops (`allowUnknownOperations`).
    allow_unknown_ops: true,
    // The debug-info, TBAA, loop and other metadata attributes are not
    // modelled yet: they are kept as written.
    opaque_unknown_attrs: true,
    verify_region_arg_attribute: Some(func::verify_arg_attribute),
    verify_region_result_attribute: Some(func::verify_result_attribute),
    ..DialectDef::new("llvm")
};
