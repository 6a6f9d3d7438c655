//! The `arith` dialect (`ArithOps.td`): integer and floating point
//! arithmetic, comparisons, casts, `arith.select` and `arith.constant`.
//! Its attributes live in [`attrs`]; other dialects (math, complex, ...)
//! use `#arith.fastmath` from there.

pub mod attrs;
pub mod canonicalize;
pub mod fold;
mod inliner;
pub mod ops;
mod speculation;
pub mod types;
mod value_bounds;

pub use ops::OPS;

use rmlir_ir::DialectDef;

/// The arith dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[&attrs::FASTMATH_ATTR_DEF, &attrs::OVERFLOW_ATTR_DEF],
    materialize_constant: Some(fold::materialize_constant),
    interfaces: Some(value_bounds::attach),
    ..DialectDef::new("arith")
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
