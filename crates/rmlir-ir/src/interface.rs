//! Open interfaces (MLIR's op and dialect interfaces): any crate defines
//! an interface as a Rust trait, and any crate implements it for any op or
//! dialect, its own or another's (upstream's `attachInterface`), by
//! registering a static value in the context. Passes look an
//! implementation up by op name and trait, without matching names.
//!
//! ```
//! use rmlir_ir::interface::InterfaceRegistry;
//!
//! /// An interface some dialect defines.
//! trait Cost: Sync {
//!     fn cost(&self) -> u32;
//! }
//! struct Cheap;
//! impl Cost for Cheap {
//!     fn cost(&self) -> u32 { 1 }
//! }
//! static CHEAP: Cheap = Cheap;
//!
//! let mut ctx = rmlir_ir::Context::new();
//! // Another crate attaches it to an op it does not own.
//! ctx.attach_op_interface::<dyn Cost>("builtin.module", &CHEAP);
//! let module = ctx.ident("builtin.module");
//! assert_eq!(ctx.op_interface::<dyn Cost>(module).map(|c| c.cost()), Some(1));
//! assert!(ctx.op_interface::<dyn Cost>(ctx.ident("t.other")).is_none());
//! ```
//!
//! The interfaces every op definition declares (memory effects, symbol,
//! branch, region-branch, ... in [`crate::op_def::OpInterfaces`]) stay
//! where ODS puts them, on the op; the helpers that query an interface
//! look there first and in the registry after, so an implementation
//! attached from outside answers the same queries.

use std::any::{Any, TypeId};

use rustc_hash::FxHashMap;

use crate::context::Ident;

/// Implementations of interfaces, by op or dialect name and interface
/// (kept by the [`crate::Context`]; see [`crate::Context::attach_op_interface`]).
#[derive(Default)]
pub struct InterfaceRegistry {
    ops: FxHashMap<(Ident, TypeId), Box<dyn Any + Send + Sync>>,
    dialects: FxHashMap<(Box<[u8]>, TypeId), Box<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for InterfaceRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "InterfaceRegistry({} op, {} dialect implementations)",
            self.ops.len(),
            self.dialects.len()
        )
    }
}

impl InterfaceRegistry {
    /// Implements interface `I` (a trait object type, `dyn Trait`) for
    /// the op named `op` with `imp`; replaces an earlier one.
    pub fn attach_op<I: ?Sized + Sync + 'static>(&mut self, op: Ident, imp: &'static I) {
        self.ops.insert((op, TypeId::of::<I>()), Box::new(imp));
    }

    /// Implements interface `I` for the dialect `dialect` (upstream's
    /// dialect interfaces: the inliner's, constant folding's).
    pub fn attach_dialect<I: ?Sized + Sync + 'static>(&mut self, dialect: &[u8], imp: &'static I) {
        self.dialects
            .insert((dialect.into(), TypeId::of::<I>()), Box::new(imp));
    }

    /// The implementation of `I` for the op named `op`, if attached.
    pub fn op<I: ?Sized + Sync + 'static>(&self, op: Ident) -> Option<&'static I> {
        if self.ops.is_empty() {
            return None;
        }
        self.ops
            .get(&(op, TypeId::of::<I>()))
            .and_then(|b| b.downcast_ref::<&'static I>())
            .copied()
    }

    /// The implementation of `I` for the dialect named `name`, or for the
    /// dialect of the op named `name` (`dialect.op`).
    pub fn dialect<I: ?Sized + Sync + 'static>(&self, name: &[u8]) -> Option<&'static I> {
        let dialect = name.split(|&c| c == b'.').next().unwrap_or(name);
        self.dialects
            .get(&(Box::<[u8]>::from(dialect), TypeId::of::<I>()))
            .and_then(|b| b.downcast_ref::<&'static I>())
            .copied()
    }
}
