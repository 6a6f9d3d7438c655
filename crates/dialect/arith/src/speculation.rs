//! `ConditionallySpeculatable` for the integer divisions (upstream's
//! `getDivUISpeculatability`, `getDivSISpeculatability`): a division may
//! run where its result is unused only when its divisor cannot be 0 (or,
//! signed, -1, as `INT_MIN / -1` overflows).
//!
//! Upstream asks the divisor's integer range (`m_IntRangeWithoutZeroU`
//! and friends, from the defining op's `InferIntRangeInterface` with
//! unknown operands); rmlir knows the ranges of constants.

use rmlir_ir::apint::ApInt;
use rmlir_ir::op_def::Speculatability;
use rmlir_ir::{AttrKind, OpView, TypeKind, Value};

/// The values a constant divisor takes (one for a scalar or a splat, each
/// element of a dense constant), if `v` is a constant.
fn constant_values(op: &OpView<'_>, v: Value) -> Option<Vec<ApInt>> {
    let def = op.defining_op(v)?;
    let value = def.def?.interfaces.constant_value?(&def)?;
    let ctx = op.ctx;
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => Some(vec![value.clone()]),
        AttrKind::DenseElements { .. } => {
            let elem = match ctx.type_kind(op.value_type(v)) {
                TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
                _ => return None,
            };
            matches!(
                ctx.type_kind(elem),
                TypeKind::Integer { .. } | TypeKind::Index
            )
            .then(|| ctx.dense_int_values(value))
        }
        _ => None,
    }
}

fn speculatable_if(ok: bool) -> Speculatability {
    if ok {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `divui`, `ceildivui`: the divisor is never 0.
pub(crate) fn div_u(op: &OpView<'_>) -> Speculatability {
    let ok = op.num_operands() == 2
        && constant_values(op, op.operand(1))
            .is_some_and(|vs| !vs.is_empty() && vs.iter().all(|c| !c.is_zero()));
    speculatable_if(ok)
}

/// `divsi`, `ceildivsi`: the divisor's signed range excludes 0 and -1.
pub(crate) fn div_s(op: &OpView<'_>) -> Speculatability {
    let ok = op.num_operands() == 2
        && constant_values(op, op.operand(1)).is_some_and(|vs| {
            // `smin > 0 || smax < 0`, and `smin > -1 || smax < -1`.
            let positive = vs.iter().all(|c| !c.is_negative() && !c.is_zero());
            let below_minus_one = vs.iter().all(|c| c.is_negative() && !c.is_all_ones());
            !vs.is_empty() && (positive || below_minus_one)
        });
    speculatable_if(ok)
}
