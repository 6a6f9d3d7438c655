//! The `tensor` dialect (`TensorOps.td`): value-semantic tensors and the
//! ops that build, slice, reshape and query them.
//!
//! `ops` holds the definitions; `verify` the hand-written verifiers, type
//! transformers and result names.

use rmlir_ir::DialectDef;

mod constraints;
mod inliner;
mod ops;
mod verify;

pub use ops::*;

/// The tensor dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    interfaces: Some(inliner::attach),
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
