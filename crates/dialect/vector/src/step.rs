//! `StepCompareFolder` (`VectorOps.cpp`, mlir-opt 22): comparing
//! `vector.step` with a constant that bounds all its lanes is a splat.

use rmlir_ir::common_folders::{bool_attr_of_type, value_constant};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpId, Value};

use crate::fold::is_op;
use crate::vector_parts;

// `arith::CmpIPredicate` cases.
const EQ: i64 = 0;
const NE: i64 = 1;
const ULT: i64 = 6;
const ULE: i64 = 7;
const UGT: i64 = 8;
const UGE: i64 = 9;

/// The value of every lane of `cmpi pred, step, c`, when it is the same
/// for all lanes of a step of `size` lanes.
fn splat_outcome(pred: i64, size: i64, c: i64) -> Option<bool> {
    match pred {
        ULT | UGE if size <= c => Some(pred == ULT),
        ULE | UGT if size - 1 <= c => Some(pred == ULE),
        EQ | NE if size <= c => Some(pred == NE),
        _ => None,
    }
}

fn step_compare(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 {
        return false;
    }
    let step = rw.body.result(op, 0);
    let Some((shape, _, _)) = vector_parts(ctx, rw.body.value_type(step)) else {
        return false;
    };
    let size: i64 = shape.iter().product();
    let users: Vec<(OpId, u32)> = rw.body.users(step).collect();
    for (cmp, operand) in users {
        // The cmpi canonicalization puts the step first.
        if operand != 0
            || !is_op(ctx, rw.body, cmp, &rmlir_arith::ops::CMP_I_OP)
            || rw.body.operand_count(cmp) != 2
        {
            continue;
        }
        let other: Value = rw.body.operand(cmp, 1);
        let Some(c) = value_constant(ctx, rw.body, rw.body_id, other)
            .and_then(|a| rmlir_ir::matchers::constant_int_sext(ctx, a, rw.body.value_type(other)))
        else {
            continue;
        };
        let pred = rw
            .body
            .op(cmp)
            .properties()
            .and_then(|p| ctx.dictionary_get(p, b"predicate"))
            .and_then(|a| ctx.int_value(a));
        let Some(outcome) = pred.and_then(|p| splat_outcome(p, size, c)) else {
            continue;
        };
        let ty = rw.body.value_type(rw.body.result(cmp, 0));
        if vector_parts(ctx, ty).is_none() {
            continue;
        }
        let Some(attr) = bool_attr_of_type(ctx, ty, outcome) else {
            continue;
        };
        rw.set_insertion_point_after(cmp);
        let loc = rw.body.op(cmp).loc;
        let splat = rmlir_arith::ops::ConstantOp::build(rw, loc, ty, attr).result();
        rw.replace_op(cmp, &[splat]);
        return true;
    }
    false
}

static STEP_COMPARE: FnPattern = FnPattern::new("StepCompareFolder", "vector.step", step_compare);

pub(crate) fn step_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&STEP_COMPARE);
}
