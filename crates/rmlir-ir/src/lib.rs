//! rmlir's core IR: the [`Context`] that uniques types, attributes and
//! locations; operations, blocks, regions and values stored in per-isolated
//! [`Body`] arenas; the assembly printer and the structural verifier.
//!
//! ```
//! use rmlir_ir::{Context, Ir, OperationState};
//!
//! let ctx = Context::new();
//! let mut ir = Ir::new();
//! let i32t = ctx.int_type(32);
//! let body = ir.root_body_mut();
//! let block = body.create_block();
//! let cst = body.create_op(&OperationState {
//!     result_types: &[i32t],
//!     ..OperationState::new(&ctx, "foo.constant", ctx.unknown_loc())
//! });
//! body.append_op(block, cst);
//! assert_eq!(body.num_results(cst), 1);
//! ```

#![warn(missing_docs)]

// The `rmlir_ods::ops!` macro names this crate `rmlir_ir`, also from inside it.
extern crate self as rmlir_ir;

pub mod affine;
pub mod apfloat;
pub mod apint;
mod append_vec;
pub mod asm;
pub mod attributes;
pub mod body;
pub mod builder;
pub mod builtin;
pub mod common_folders;
pub mod constraints;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod dialect_attr;
pub mod dialect_bytecode;
pub mod dominance;
pub mod equivalence;
pub mod float;
pub mod format;
pub mod hex;
pub mod interface;
pub mod ir;
pub mod matchers;
pub mod op_api;
pub mod op_def;
pub mod op_verify;
pub mod parallel;
pub mod pattern;
pub mod printer;
pub mod resources;
pub mod rewriter;
pub mod small;
pub mod source_mgr;
pub mod symbols;
pub mod types;
pub mod verifier;
pub mod view;
pub mod walk;

pub use rmlir_asm_format;
pub use smallvec;

pub use attributes::{AttrKind, Attribute, Location, NamedAttr};
pub use body::{BlockId, Body, BodyId, OpId, OperationState, RegionId, Successor, Value, ValueDef};
pub use context::{Context, Ident};
pub use dialect::{DialectDef, OpTraits};
pub use ir::{Ir, OpRef, RegionRef};
pub use op_def::OpDef;
pub use types::{Signedness, Type, TypeKind};
pub use view::{OpView, RegionView};
