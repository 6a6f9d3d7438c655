//! Canonicalization patterns of tosa ops (`TosaCanonicalizations.cpp`).

use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpId, Type, Value, ValueDef};

type Patterns = Vec<&'static dyn RewritePattern>;

fn operand(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body.operand(op, i)
}

fn result_type(rw: &PatternRewriter<'_>, op: OpId) -> Type {
    let r = rw.body.result(op, 0);
    rw.body.value_type(r)
}

/// The op defining `v`, if its name is `name`.
fn defined_by(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. }
            if rw.ctx.ident_bytes(rw.body.op(op).name) == name.as_bytes() =>
        {
            Some(op)
        }
        _ => None,
    }
}

/// `ConcatOptimization`: concatenating one tensor is that tensor, cast to
/// the result type when it differs.
fn concat_single_input(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operands(op).len() != 1 {
        return false;
    }
    let input = operand(rw, op, 0);
    let ty = result_type(rw, op);
    if rw.body.value_type(input) == ty {
        rw.replace_op(op, &[input]);
        return true;
    }
    let loc = rw.body.op(op).loc;
    let cast = rmlir_tensor::CastOp::build(rw, loc, ty, input);
    rw.replace_op_with_op(op, cast.id());
    true
}

pub(crate) fn concat_patterns(out: &mut Patterns) {
    static SINGLE: FnPattern =
        FnPattern::new("ConcatOptimization", "tosa.concat", concat_single_input);
    out.push(&SINGLE);
}

fn static_shape(rw: &PatternRewriter<'_>, t: Type) -> Option<Vec<i64>> {
    let s = rw.ctx.type_kind(t).shape()?;
    s.iter()
        .all(|&d| d != rmlir_ir::types::DYNAMIC)
        .then(|| s.to_vec())
}

/// `MaxPool2dIsNoOp`: pooling 1x1 images changes nothing.
fn max_pool2d_is_noop(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = operand(rw, op, 0);
    let (Some(i), Some(o)) = (
        static_shape(rw, rw.body.value_type(input)),
        static_shape(rw, result_type(rw, op)),
    ) else {
        return false;
    };
    if i.len() != 4 || o.len() != 4 || o[1] != 1 || o[2] != 1 || i[1] != 1 || i[2] != 1 {
        return false;
    }
    rw.replace_op(op, &[input]);
    true
}

pub(crate) fn max_pool2d_patterns(out: &mut Patterns) {
    static NOOP: FnPattern =
        FnPattern::new("MaxPool2dIsNoOp", "tosa.max_pool2d", max_pool2d_is_noop);
    out.push(&NOOP);
}

/// `SelectOp::canonicalize`: `select(not(c), a, b)` is `select(c, b, a)`.
fn select_not_predicate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(not) = defined_by(rw, operand(rw, op, 0), "tosa.logical_not") else {
        return false;
    };
    let pred = operand(rw, not, 0);
    let (a, b) = (operand(rw, op, 1), operand(rw, op, 2));
    rw.modify_op_in_place(op, |body| {
        body.set_operand(op, 0, pred);
        body.set_operand(op, 1, b);
        body.set_operand(op, 2, a);
    });
    true
}

pub(crate) fn select_patterns(out: &mut Patterns) {
    static NOT: FnPattern = FnPattern::new("SelectOp", "tosa.select", select_not_predicate);
    out.push(&NOT);
}
