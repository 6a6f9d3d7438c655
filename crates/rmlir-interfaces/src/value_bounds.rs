//! Index values as linear sums (a small part of upstream's
//! `ValueBoundsOpInterface` and `ValueBoundsConstraintSet`): an op that
//! knows its index result as a linear combination of its operands says
//! so, and [`linear_form`] composes them, so two values can be compared
//! when their difference is a constant.

use rmlir_ir::{AttrKind, Body, BodyId, Context, OpView, TypeKind, Value, ValueDef};

use crate::view_like::OpFoldResult;

/// A sum of values times coefficients plus a constant.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct LinearForm {
    /// `(value, coefficient)`, sorted by value, no zero coefficient.
    pub terms: Vec<(Value, i64)>,
    /// The constant.
    pub constant: i64,
}

impl LinearForm {
    /// The constant `c`.
    pub fn constant(c: i64) -> LinearForm {
        LinearForm {
            terms: Vec::new(),
            constant: c,
        }
    }

    /// The value `v` itself.
    pub fn value(v: Value) -> LinearForm {
        LinearForm {
            terms: vec![(v, 1)],
            constant: 0,
        }
    }

    /// `self + other * k`, `None` on overflow.
    pub fn add_scaled(&self, other: &LinearForm, k: i64) -> Option<LinearForm> {
        let mut terms = self.terms.clone();
        for &(v, c) in &other.terms {
            let c = c.checked_mul(k)?;
            match terms.binary_search_by_key(&v, |t| t.0) {
                Ok(i) => {
                    terms[i].1 = terms[i].1.checked_add(c)?;
                    if terms[i].1 == 0 {
                        terms.remove(i);
                    }
                }
                Err(i) => {
                    if c != 0 {
                        terms.insert(i, (v, c));
                    }
                }
            }
        }
        Some(LinearForm {
            terms,
            constant: self.constant.checked_add(other.constant.checked_mul(k)?)?,
        })
    }

    /// `self - other`.
    pub fn sub(&self, other: &LinearForm) -> Option<LinearForm> {
        self.add_scaled(other, -1)
    }

    /// The constant, if there is no term.
    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }
}

/// An op whose index result is a linear combination of its operands.
/// A dialect attaches it to its ops
/// (`Context::attach_op_interface::<dyn LinearValue>`).
pub trait LinearValue: Sync {
    /// The linear form of result `result`, given the forms of the
    /// operands (`operand(i)`); `None` when it is not linear.
    fn linear(
        &self,
        op: &OpView<'_>,
        result: usize,
        operand: &mut dyn FnMut(usize) -> LinearForm,
    ) -> Option<LinearForm>;
}

/// How deep [`linear_form`] looks through defining ops.
const MAX_DEPTH: usize = 64;

/// The linear form of `ofr`: constants fold, [`LinearValue`] ops
/// compose, anything else is an opaque value.
pub fn linear_form(ctx: &Context, body: &Body, body_id: BodyId, ofr: OpFoldResult) -> LinearForm {
    match ofr {
        OpFoldResult::Int(i) => LinearForm::constant(i),
        OpFoldResult::Value(v) => value_form(ctx, body, body_id, v, 0),
    }
}

fn value_form(ctx: &Context, body: &Body, body_id: BodyId, v: Value, depth: usize) -> LinearForm {
    let ValueDef::Result { op, index } = body.value_def(v) else {
        return LinearForm::value(v);
    };
    let name = body.op(op).name;
    let def = ctx.op_def(name);
    let view = OpView {
        ctx,
        body,
        body_id,
        op,
        inner: None,
        owner: None,
        def,
    };
    if let Some(attr) = def
        .and_then(|d| d.interfaces.constant_value)
        .and_then(|f| f(&view))
    {
        if let AttrKind::Integer { value, .. } = ctx.attr_kind(attr) {
            if let Some(c) = value.to_i64() {
                return LinearForm::constant(c);
            }
        }
    }
    if depth >= MAX_DEPTH || !matches!(ctx.type_kind(body.value_type(v)), TypeKind::Index) {
        return LinearForm::value(v);
    }
    let Some(iface) = ctx.op_interface::<dyn LinearValue>(name) else {
        return LinearForm::value(v);
    };
    let mut operand = |i: usize| match body.operands(op).nth(i) {
        Some(x) => value_form(ctx, body, body_id, x, depth + 1),
        None => LinearForm::value(v),
    };
    iface
        .linear(&view, index as usize, &mut operand)
        .unwrap_or_else(|| LinearForm::value(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_arithmetic() {
        let a = LinearForm::constant(3);
        let b = LinearForm::constant(5);
        assert_eq!(a.sub(&b).and_then(|d| d.as_constant()), Some(-2));
        assert_eq!(a.add_scaled(&b, 2).and_then(|d| d.as_constant()), Some(13));
        // Overflow is refused, not wrapped.
        assert_eq!(LinearForm::constant(i64::MAX).add_scaled(&LinearForm::constant(1), 1), None);
    }
}
