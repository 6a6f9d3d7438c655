//! Every dialect rmlir implements (upstream's `registerAllDialects`, for
//! the dialects rmlir has).
//!
//! Op definitions are checked when their crate compiles: an assembly
//! format that names an operand the op does not have, or leaves a type the
//! parser cannot know, does not build.
//!
//! ```compile_fail
//! use rmlir_ir::constraints::ANY_TYPE;
//! rmlir_ods::ops! {
//!     dialect = "bad";
//!     op CopyOp = "copy" {
//!         operands: [input: ANY_TYPE],
//!         results: [output: ANY_TYPE],
//!         // `type($output)` is missing: the parser could not know it.
//!         format: "$input attr-dict `:` type($input)",
//!     }
//! }
//! ```
//!
//! ```compile_fail
//! use rmlir_ir::constraints::ANY_TYPE;
//! rmlir_ods::ops! {
//!     dialect = "bad";
//!     op CopyOp = "copy" {
//!         operands: [input: ANY_TYPE],
//!         format: "$inptu attr-dict `:` type($input)",
//!     }
//! }
//! ```
//!
//! The same definitions with the formats fixed compile:
//!
//! ```
//! use rmlir_ir::constraints::ANY_TYPE;
//! rmlir_ods::ops! {
//!     dialect = "good";
//!     op CopyOp = "copy" {
//!         operands: [input: ANY_TYPE],
//!         results: [output: ANY_TYPE],
//!         format: "$input attr-dict `:` type($input) `->` type($output)",
//!     }
//! }
//! assert_eq!(OPS.len(), 1);
//! ```

#![warn(missing_docs)]

use rmlir_ir::{Context, DialectDef};

pub mod quant_bytecode;

pub use rmlir_affine as affine;
pub use rmlir_arith as arith;
pub use rmlir_bufferization as bufferization;
pub use rmlir_cf as cf;
pub use rmlir_complex as complex;
pub use rmlir_func as func;
pub use rmlir_gpu as gpu;
pub use rmlir_index as index;
pub use rmlir_linalg as linalg;
pub use rmlir_llvm as llvm;
pub use rmlir_math as math;
pub use rmlir_memref as memref;
pub use rmlir_nvvm as nvvm;
pub use rmlir_rocdl as rocdl;
pub use rmlir_scf as scf;
pub use rmlir_shape as shape;
pub use rmlir_tensor as tensor;
pub use rmlir_tosa as tosa;
pub use rmlir_ub as ub;
pub use rmlir_vector as vector;

/// The dialects, besides `builtin` (which every context has).
pub fn all() -> Vec<&'static DialectDef> {
    let all: [&'static DialectDef; 20] = [
        &rmlir_func::DIALECT,
        &rmlir_arith::DIALECT,
        &rmlir_cf::DIALECT,
        &rmlir_scf::DIALECT,
        &rmlir_memref::DIALECT,
        &rmlir_affine::DIALECT,
        &rmlir_tensor::DIALECT,
        &rmlir_math::DIALECT,
        &rmlir_complex::DIALECT,
        &rmlir_index::DIALECT,
        &rmlir_ub::DIALECT,
        &rmlir_bufferization::DIALECT,
        &rmlir_shape::DIALECT,
        &rmlir_gpu::DIALECT,
        &rmlir_vector::DIALECT,
        &rmlir_tosa::DIALECT,
        &rmlir_llvm::DIALECT,
        &rmlir_nvvm::DIALECT,
        &rmlir_rocdl::DIALECT,
        &rmlir_linalg::DIALECT,
    ];
    // A dialect without ops yet is not registered: upstream's ops of it
    // stay treated as unknown rather than as invalid.
    all.into_iter().filter(|d| !d.ops.is_empty()).collect()
}

/// A context with every dialect registered, and the bytecode decodings of
/// the upstream dialects whose types rmlir keeps as text (`quant`).
pub fn context() -> Context {
    let mut ctx = Context::with_dialects(&all());
    ctx.register_opaque_bytecode("quant", &quant_bytecode::BYTECODE);
    ctx
}
