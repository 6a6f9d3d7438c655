//! The `nvvm` dialect (`NVVMOps.td`): NVIDIA GPU intrinsics on LLVM
//! dialect values (special registers, barriers, warp shuffles and votes,
//! matrix multiply-accumulate, asynchronous copies, tensor memory, ...),
//! their enum attributes, the kernel attributes of `llvm.func`
//! (`nvvm.kernel`, `nvvm.maxntid`, ...) and the GPU target
//! `#nvvm.target<...>`, which checks the ops of its module against the
//! chip's SM version.
//!
//! The ops and enums are tables generated from upstream's records
//! (`generated.rs`, by `scripts/gen-target-dialect-ops.py`); the crate
//! writes by hand what is not a fact of the records: the attributes with
//! parameters, the dialect's verifiers and the building blocks the tables
//! use (shared with the rocdl dialect).

mod asm;
pub mod attrs;
pub mod constraints;
#[rustfmt::skip]
pub mod generated;
mod op_verify;
pub mod params;
mod verify;

pub use attrs::*;
pub use generated::*;

use rmlir_ir::DialectDef;

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: generated::OPS,
    attrs: generated::ATTRS,
    // Upstream registers a subset of NVVM as ops (`allowUnknownOperations`).
    allow_unknown_ops: true,
    // Attributes rmlir does not model yet are kept as written.
    opaque_unknown_attrs: true,
    verify_op_attr: Some(verify::verify_op_attr),
    verify_region_arg_attribute: Some(verify::verify_arg_attr),
    interfaces: Some(verify::attach_interfaces),
    ..DialectDef::new("nvvm")
};
