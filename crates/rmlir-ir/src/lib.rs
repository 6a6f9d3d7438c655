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

pub mod affine;
pub mod apint;
pub mod attributes;
pub mod body;
pub mod builder;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod float;
pub mod ir;
pub mod printer;
pub mod resources;
pub mod types;
pub mod verifier;
pub mod walk;

pub use attributes::{AttrKind, Attribute, Location, NamedAttr};
pub use body::{BlockId, Body, BodyId, OpId, OperationState, RegionId, Successor, Value, ValueDef};
pub use context::{Context, Ident};
pub use ir::{Ir, OpRef, RegionRef};
pub use types::{Signedness, Type, TypeKind};
