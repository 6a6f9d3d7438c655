//! The `tensor` dialect (`TensorOps.td`): value-semantic tensors and the
//! ops that build, slice, reshape and query them.
//!
//! `ops` holds the definitions; `verify` the hand-written verifiers, type
//! transformers and result names.

use rmlir_ir::DialectDef;

pub mod canonicalize;
mod constraints;
pub mod fold;
mod inliner;
mod ops;
mod subset;
mod util;
mod verify;

pub use ops::*;
pub use util::foldable_cast_source;

/// The tensor dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    interfaces: Some(subset::attach),
    materialize_constant: Some(fold::materialize_constant),
    canonicalize: Some(canonicalize::dialect_patterns),
    ..DialectDef::new("tensor")
};

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
