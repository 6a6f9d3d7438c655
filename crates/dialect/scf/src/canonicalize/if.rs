//! `scf.if`: its fold and canonicalization patterns.

use rmlir_ir::matchers;
use rmlir_ir::op_def::{Fold, FoldCtx};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{BlockId, OpId, RegionId, Type, Value};

use super::*;
use crate::{IfOp, YieldOp, IF_OP};

/// The last block of region `r`, if any (`IfOp::thenBlock`/`elseBlock`).
fn last_block(body: &Body, r: RegionId) -> Option<BlockId> {
    body.region_blocks(r).last()
}

fn then_region(body: &Body, op: OpId) -> RegionId {
    region(body, op, 0)
}

fn else_region(body: &Body, op: OpId) -> RegionId {
    region(body, op, 1)
}

/// The yield ending the last block of region `r`.
fn yield_of(body: &Body, r: RegionId) -> Option<OpId> {
    last_block(body, r).and_then(|b| body.last_op(b))
}

/// Whether `v` is `arith.xori %x, %one` and which `%x`.
fn not_of(rw: &PatternRewriter<'_>, v: Value) -> Option<Value> {
    let x = defining_op(rw.body, v)?;
    if !is_a(rw, x, &rmlir_arith::ops::X_OR_I_OP) {
        return None;
    }
    let rhs = rw.body.operand(x, 1);
    let ty = rw.body.value_type(rhs);
    constant(rw, rhs)
        .is_some_and(|a| matchers::is_one(rw.ctx, a, ty))
        .then(|| rw.body.operand(x, 0))
}

/// `IfOp::fold`: `if !c then A else B` becomes `if c then B else A`.
pub(crate) fn fold_if(f: &mut FoldCtx<'_>) -> Fold {
    let (op, body) = (f.op, &*f.body);
    let er = else_region(body, op);
    if body.region_is_empty(er) {
        return Fold::Failure;
    }
    let cond = body.operand(op, 0);
    let Some(x) = defining_op(body, cond) else {
        return Fold::Failure;
    };
    if !f
        .ctx
        .op_def(body.op(x).name)
        .is_some_and(|d| std::ptr::eq(d, &rmlir_arith::ops::X_OR_I_OP))
    {
        return Fold::Failure;
    }
    let rhs = body.operand(x, 1);
    let ty = body.value_type(rhs);
    if !value_constant(f.ctx, body, f.body_id, rhs).is_some_and(|a| matchers::is_one(f.ctx, a, ty))
    {
        return Fold::Failure;
    }
    let lhs = body.operand(x, 0);
    let tr = then_region(body, op);
    let body = &mut *f.body;
    body.set_operand(op, 0, lhs);
    let then_blocks: Vec<BlockId> = body.region_blocks(tr).collect();
    let else_blocks: Vec<BlockId> = body.region_blocks(er).collect();
    for &b in &then_blocks {
        body.remove_block(b);
    }
    for &b in &else_blocks {
        body.remove_block(b);
        body.append_block(tr, b);
    }
    for &b in &then_blocks {
        body.append_block(er, b);
    }
    Fold::InPlace
}

/// `CombineIfs`: consecutive `scf.if`s on the same condition (or its
/// negation) become one.
fn combine_ifs(next_if: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(prev_if) = rw.body.prev_op(next_if) else {
        return false;
    };
    if !is_a(rw, prev_if, &IF_OP) {
        return false;
    }
    let body = &*rw.body;
    let (next_cond, prev_cond) = (body.operand(next_if, 0), body.operand(prev_if, 0));
    let (next_then_r, next_else_r) = (then_region(body, next_if), else_region(body, next_if));
    let mut next_then: Option<BlockId> = None;
    let mut next_else: Option<BlockId> = None;
    if next_cond == prev_cond {
        next_then = last_block(body, next_then_r);
        if !body.region_is_empty(next_else_r) {
            next_else = last_block(body, next_else_r);
        }
    }
    if not_of(rw, next_cond) == Some(prev_cond) {
        next_else = last_block(rw.body, next_then_r);
        if !rw.body.region_is_empty(next_else_r) {
            next_then = last_block(rw.body, next_else_r);
        }
    }
    if not_of(rw, prev_cond) == Some(next_cond) {
        next_else = last_block(rw.body, next_then_r);
        if !rw.body.region_is_empty(next_else_r) {
            next_then = last_block(rw.body, next_else_r);
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let body = &*rw.body;
    let (prev_then_r, prev_else_r) = (then_region(body, prev_if), else_region(body, prev_if));
    let prev_then_yielded: Values = yield_of(body, prev_then_r)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let prev_else_yielded: Values = if body.region_is_empty(prev_else_r) {
        Values::new()
    } else {
        yield_of(body, prev_else_r)
            .map(|y| body.operands(y).collect())
            .unwrap_or_default()
    };
    let prev_results: Values = body.results(prev_if).collect();
    let n = prev_results
        .len()
        .min(prev_then_yielded.len())
        .min(prev_else_yielded.len());
    for i in 0..n {
        let r = prev_results[i];
        for (user, idx) in rw.body.uses_of(r) {
            let Some(ur) = op_region(rw.body, user) else {
                continue;
            };
            let in_then = next_then
                .and_then(|b| rw.body.block_parent(b))
                .is_some_and(|p| region_is_ancestor(rw.body, p, ur));
            let in_else = next_else
                .and_then(|b| rw.body.block_parent(b))
                .is_some_and(|p| region_is_ancestor(rw.body, p, ur));
            if in_then {
                let v = prev_then_yielded[i];
                rw.modify_op_in_place(user, |b| b.set_operand(user, idx as usize, v));
            } else if in_else {
                let v = prev_else_yielded[i];
                rw.modify_op_in_place(user, |b| b.set_operand(user, idx as usize, v));
            }
        }
    }
    let mut merged_types: SmallVec<[Type; 4]> = rw
        .body
        .results(prev_if)
        .map(|v| rw.body.value_type(v))
        .collect();
    merged_types.extend(rw.body.results(next_if).map(|v| rw.body.value_type(v)));
    let loc = rw.body.op(next_if).loc;
    let combined = build_if_with_then(rw, loc, &merged_types, prev_cond, false);
    let (c_then, c_else) = (region(rw.body, combined, 0), region(rw.body, combined, 1));
    let blk = last_block(rw.body, c_then).expect("then block");
    rw.erase_block(blk);
    let prev_then_r = then_region(rw.body, prev_if);
    let before = rw.body.first_block(c_then);
    rw.inline_region_before(prev_then_r, c_then, before);
    if let Some(nt) = next_then {
        let then_yield = yield_of(rw.body, c_then).expect("a yield");
        let then_yield2 = terminator(rw.body, nt);
        let cb = last_block(rw.body, c_then).expect("then block");
        rw.inline_block_before(nt, cb, None, &[]);
        rw.set_insertion_point_to_end(cb);
        let mut merged: Values = rw.body.operands(then_yield).collect();
        merged.extend(rw.body.operands(then_yield2));
        let yloc = rw.body.op(then_yield2).loc;
        YieldOp::build(rw, yloc, &merged);
        rw.erase_op(then_yield);
        rw.erase_op(then_yield2);
    }
    let prev_else_r = else_region(rw.body, prev_if);
    let before = rw.body.first_block(c_else);
    rw.inline_region_before(prev_else_r, c_else, before);
    if let Some(ne) = next_else {
        if rw.body.region_is_empty(c_else) {
            let from = rw.body.block_parent(ne).expect("a region");
            let before = rw.body.first_block(c_else);
            rw.inline_region_before(from, c_else, before);
        } else {
            let else_yield = yield_of(rw.body, c_else).expect("a yield");
            let else_yield2 = terminator(rw.body, ne);
            let cb = last_block(rw.body, c_else).expect("else block");
            rw.inline_block_before(ne, cb, None, &[]);
            rw.set_insertion_point_to_end(cb);
            let mut merged: Values = rw.body.operands(else_yield).collect();
            merged.extend(rw.body.operands(else_yield2));
            let yloc = rw.body.op(else_yield2).loc;
            YieldOp::build(rw, yloc, &merged);
            rw.erase_op(else_yield);
            rw.erase_op(else_yield2);
        }
    }
    let np = rw.body.num_results(prev_if);
    let results: Values = rw.body.results(combined).collect();
    rw.replace_op(prev_if, &results[..np]);
    rw.replace_op(next_if, &results[np..]);
    true
}

/// Upstream's `IfOp::build(resultTypes, cond, withElseRegion)`: a then
/// block (with an implicit yield when there are no results) and, if asked,
/// an else block likewise; the blocks and yields are made inside `build`.
fn build_if_with_then(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    types: &[Type],
    cond: Value,
    with_else: bool,
) -> OpId {
    let op = IfOp::build(rw, loc, types, cond).id();
    let (tr, er) = (region(rw.body, op, 0), region(rw.body, op, 1));
    let tb = silent_block(rw, tr, &[]);
    if types.is_empty() {
        YieldOp::build(&mut silent(rw, tb), loc, &[]);
    }
    if with_else {
        let eb = silent_block(rw, er, &[]);
        if types.is_empty() {
            YieldOp::build(&mut silent(rw, eb), loc, &[]);
        }
    }
    op
}

/// `CombineNestedIfs`: `if a { if b { ... } }` becomes `if (a & b) { ... }`.
fn combine_nested_ifs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = &*rw.body;
    let (tr, er) = (then_region(body, op), else_region(body, op));
    let Some(then_block) = last_block(body, tr) else {
        return false;
    };
    // The then block holds the nested `if` and the yield only.
    let Some(nested) = body.first_op(then_block) else {
        return false;
    };
    let then_yield = terminator(body, then_block);
    if nested == then_yield || body.next_op(nested) != Some(then_yield) {
        return false;
    }
    let else_block = last_block(body, er);
    if else_block.is_some_and(|b| !has_single_op(body, b)) {
        return false;
    }
    if !is_a(rw, nested, &IF_OP) {
        return false;
    }
    let (ntr, ner) = (then_region(body, nested), else_region(body, nested));
    let nested_else = last_block(body, ner);
    if nested_else.is_some_and(|b| !has_single_op(body, b)) {
        return false;
    }
    let mut then_yield_vals: Values = body.operands(then_yield).collect();
    let else_yield_vals: Values = match else_block {
        Some(b) => body.operands(terminator(body, b)).collect(),
        None => Values::new(),
    };
    let mut upgrades: SmallVec<[usize; 4]> = SmallVec::new();
    let nested_then_yield = yield_of(body, ntr);
    let nested_else_yield = yield_of(body, ner);
    for i in 0..then_yield_vals.len() {
        let v = then_yield_vals[i];
        if defining_op(body, v) == Some(nested) {
            let ValueDef::Result { index, .. } = body.value_def(v) else {
                unreachable!()
            };
            let Some(ney) = nested_else_yield else {
                return false;
            };
            if else_yield_vals.get(i) != Some(&body.operand(ney, index as usize)) {
                return false;
            }
            let Some(nty) = nested_then_yield else {
                return false;
            };
            then_yield_vals[i] = body.operand(nty, index as usize);
            continue;
        }
        if value_region(body, v) == Some(tr) {
            return false;
        }
        upgrades.push(i);
    }
    let loc = body.op(op).loc;
    let outer_cond = body.operand(op, 0);
    let nested_cond = body.operand(nested, 0);
    let types: SmallVec<[Type; 4]> = body.results(op).map(|v| body.value_type(v)).collect();
    let cond_ty = body.value_type(outer_cond);
    let new_cond =
        rmlir_arith::ops::AndIOp::build(rw, loc, cond_ty, outer_cond, nested_cond).result();
    let new_if = IfOp::build(rw, loc, &types, new_cond).id();
    let ntr_new = region(rw.body, new_if, 0);
    let new_block = rw.create_block(ntr_new, None, &[], &[]);
    let mut results: Values = rw.body.results(new_if).collect();
    rw.set_insertion_point(new_if);
    for &idx in &upgrades {
        let ty = rw.body.value_type(then_yield_vals[idx]);
        results[idx] = rmlir_arith::ops::SelectOp::build(
            rw,
            loc,
            ty,
            outer_cond,
            then_yield_vals[idx],
            else_yield_vals[idx],
        )
        .result();
    }
    let nested_then_block = last_block(rw.body, ntr).expect("then block");
    rw.inline_block_before(nested_then_block, new_block, None, &[]);
    rw.set_insertion_point_to_end(new_block);
    let old_yield = terminator(rw.body, new_block);
    let yloc = loc_of(rw, old_yield);
    let y = YieldOp::build(rw, yloc, &then_yield_vals).id();
    rw.replace_op_with_op(old_yield, y);
    if !else_yield_vals.is_empty() {
        let ner_new = region(rw.body, new_if, 1);
        let eb = rw.create_block(ner_new, None, &[], &[]);
        rw.set_insertion_point_to_end(eb);
        YieldOp::build(rw, loc, &else_yield_vals);
    }
    rw.replace_op(op, &results);
    true
}

/// `replaceOpWithNewOp` creates at the insertion point with the replaced
/// op's location.
fn loc_of(rw: &PatternRewriter<'_>, op: OpId) -> Location {
    rw.body.op(op).loc
}

/// `ConditionPropagation`: inside the then (else) region the condition is
/// `true` (`false`).
fn condition_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.body.operand(op, 0);
    if constant(rw, cond).is_some() {
        return false;
    }
    let (tr, er) = (then_region(rw.body, op), else_region(rw.body, op));
    let loc = rw.body.op(op).loc;
    let i1 = rw.ctx.int_type(1);
    let mut changed = false;
    let (mut c_true, mut c_false): (Option<Value>, Option<Value>) = (None, None);
    for (user, idx) in rw.body.uses_of(cond) {
        let Some(ur) = op_region(rw.body, user) else {
            continue;
        };
        let value = if region_is_ancestor(rw.body, tr, ur) {
            true
        } else if region_is_ancestor(rw.body, er, ur) {
            false
        } else {
            continue;
        };
        changed = true;
        let slot = if value { &mut c_true } else { &mut c_false };
        let c = match *slot {
            Some(c) => c,
            None => {
                let attr = rw.ctx.integer_attr(i1, value as i64);
                let c = rmlir_arith::ops::ConstantOp::build(rw, loc, i1, attr).result();
                *slot = Some(c);
                c
            }
        };
        rw.modify_op_in_place(user, |b| b.set_operand(user, idx as usize, c));
    }
    changed
}

/// `ConvertTrivialIfToSelect`: results whose yielded values come from
/// outside the `if` become `arith.select`s (or the value itself).
fn convert_trivial_if_to_select(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = &*rw.body;
    if body.num_results(op) == 0 {
        return false;
    }
    let cond = body.operand(op, 0);
    let (tr, er) = (then_region(body, op), else_region(body, op));
    let (Some(ty_), Some(ey)) = (yield_of(body, tr), yield_of(body, er)) else {
        return false;
    };
    let then_args: Values = body.operands(ty_).collect();
    let else_args: Values = body.operands(ey).collect();
    let mut non_hoistable: SmallVec<[Type; 4]> = SmallVec::new();
    for (&t, &e) in then_args.iter().zip(&else_args) {
        if value_region(body, t) == Some(tr) || value_region(body, e) == Some(er) {
            non_hoistable.push(body.value_type(t));
        }
    }
    if non_hoistable.len() == body.num_results(op) {
        return false;
    }
    let loc = body.op(op).loc;
    let replacement = build_if_with_then(rw, loc, &non_hoistable, cond, false);
    let (rtr, rer) = (
        region(rw.body, replacement, 0),
        region(rw.body, replacement, 1),
    );
    if let Some(b) = last_block(rw.body, rtr) {
        rw.erase_block(b);
    }
    take_body(rw, rtr, tr);
    take_body(rw, rer, er);
    let n = rw.body.num_results(op);
    let mut results: Values = SmallVec::from_elem(cond, n);
    let (mut true_yields, mut false_yields) = (Values::new(), Values::new());
    rw.set_insertion_point(replacement);
    for i in 0..n {
        let (t, e) = (then_args[i], else_args[i]);
        if value_region(rw.body, t) == Some(rtr) || value_region(rw.body, e) == Some(rer) {
            results[i] = rw.body.result(replacement, true_yields.len());
            true_yields.push(t);
            false_yields.push(e);
        } else if t == e {
            results[i] = t;
        } else {
            let ty = rw.body.value_type(t);
            results[i] = rmlir_arith::ops::SelectOp::build(rw, loc, ty, cond, t, e).result();
        }
    }
    let tb = last_block(rw.body, rtr).expect("then block");
    rw.set_insertion_point_to_end(tb);
    let old = yield_of(rw.body, rtr).expect("yield");
    let yloc = loc_of(rw, old);
    let y = YieldOp::build(rw, yloc, &true_yields).id();
    rw.replace_op_with_op(old, y);
    let eb = last_block(rw.body, rer).expect("else block");
    rw.set_insertion_point_to_end(eb);
    let old = yield_of(rw.body, rer).expect("yield");
    let yloc = loc_of(rw, old);
    let y = YieldOp::build(rw, yloc, &false_yields).id();
    rw.replace_op_with_op(old, y);
    rw.replace_op(op, &results);
    true
}

/// `RemoveEmptyElseBranch`: an else region that only yields is dropped
/// (for an `if` without results).
fn remove_empty_else_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = &*rw.body;
    if body.num_results(op) != 0 {
        return false;
    }
    let er = else_region(body, op);
    let Some(eb) = last_block(body, er) else {
        return false;
    };
    if !has_single_op(body, eb) {
        return false;
    }
    let new_if = rw.clone_without_regions(op);
    let tr = then_region(rw.body, op);
    let ntr = region(rw.body, new_if, 0);
    let before = rw.body.first_block(ntr);
    rw.inline_region_before(tr, ntr, before);
    rw.erase_op(op);
    true
}

/// `RemoveStaticCondition`: an `if` on a constant is replaced by the
/// region it takes.
fn remove_static_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = rw.body.operand(op, 0);
    let Some(value) = constant(rw, cond).and_then(|a| matchers::bool_value(rw.ctx, a)) else {
        return false;
    };
    let (tr, er) = (then_region(rw.body, op), else_region(rw.body, op));
    if value {
        replace_op_with_region(rw, op, tr, &[]);
    } else if !rw.body.region_is_empty(er) {
        replace_op_with_region(rw, op, er, &[]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// `ReplaceIfYieldWithConditionOrValue`: results that are the condition
/// (or its negation), or the same value from both branches, are replaced
/// by it. Upstream replaces the uses directly, telling no listener.
fn replace_if_yield_with_condition_or_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.num_results(op) == 0 {
        return false;
    }
    let (tr, er) = (then_region(rw.body, op), else_region(rw.body, op));
    let (Some(ty_), Some(ey)) = (yield_of(rw.body, tr), yield_of(rw.body, er)) else {
        return false;
    };
    rw.set_insertion_point(op);
    let cond = rw.body.operand(op, 0);
    let loc = rw.body.op(op).loc;
    let i1 = rw.ctx.int_type(1);
    let mut changed = false;
    let n = rw.body.num_results(op);
    for i in 0..n {
        let (t, e, r) = (
            rw.body.operand(ty_, i),
            rw.body.operand(ey, i),
            rw.body.result(op, i),
        );
        if t == e {
            if !rw.body.value_unused(r) {
                rw.body.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (
            constant(rw, t).and_then(|a| matchers::bool_value(rw.ctx, a)),
            constant(rw, e).and_then(|a| matchers::bool_value(rw.ctx, a)),
        ) else {
            continue;
        };
        if !tv && fv && !rw.body.value_unused(r) {
            let def = defining_op(rw.body, t).expect("a constant op");
            let one = rw.ctx.integer_attr(i1, 1);
            if let Some(c) = materialize(rw, def, one, i1, loc) {
                let c = rw.body.result(c, 0);
                let not = rmlir_arith::ops::XOrIOp::build(rw, loc, i1, cond, c).result();
                rw.body.replace_all_uses_with(r, not);
                changed = true;
            }
        }
        if tv && !fv && !rw.body.value_unused(r) {
            rw.body.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    changed
}

static IF_PATTERNS: [FnPattern; 7] = [
    FnPattern::new("(anonymous namespace)::CombineIfs", "scf.if", combine_ifs),
    FnPattern::new(
        "(anonymous namespace)::CombineNestedIfs",
        "scf.if",
        combine_nested_ifs,
    ),
    FnPattern::new(
        "(anonymous namespace)::ConditionPropagation",
        "scf.if",
        condition_propagation,
    ),
    FnPattern::new(
        "(anonymous namespace)::ConvertTrivialIfToSelect",
        "scf.if",
        convert_trivial_if_to_select,
    ),
    FnPattern::new(
        "(anonymous namespace)::RemoveEmptyElseBranch",
        "scf.if",
        remove_empty_else_branch,
    ),
    FnPattern::new(
        "(anonymous namespace)::RemoveStaticCondition",
        "scf.if",
        remove_static_condition,
    ),
    FnPattern::new(
        "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
        "scf.if",
        replace_if_yield_with_condition_or_value,
    ),
];

pub(crate) fn if_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &IF_PATTERNS);
    push_all(out, &super::if_rb::PATTERNS);
}
