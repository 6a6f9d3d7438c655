//! The `scf` dialect.

use rmlir_ir::{DialectDef, OpDef};

/// The ops of the dialect.
pub static OPS: &[&OpDef] = &[];

/// The scf dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    ..DialectDef::new("scf")
};
