//! The `arith` dialect (`ArithOps.td`). Its attributes live in [`attrs`];
//! other dialects (math, complex, ...) use `#arith.fastmath` from there.

pub mod attrs;

use rmlir_ir::{DialectDef, OpDef};

/// The ops of the dialect.
pub static OPS: &[&OpDef] = &[];

/// The arith dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[&attrs::FASTMATH_ATTR_DEF, &attrs::OVERFLOW_ATTR_DEF],
    ..DialectDef::new("arith")
};
