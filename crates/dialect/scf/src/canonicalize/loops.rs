//! `scf.for`, `scf.while` and `scf.parallel` canonicalization, and the
//! static trip count of loops (upstream's `constantTripCount`).

use rmlir_ir::body::IrMapping;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{BlockId, OpId, Type, TypeKind, Value};

use super::*;
use crate::{
    ConditionOp, ForOp, ParallelOp, WhileOp, YieldOp, CONDITION_OP, IF_OP, PARALLEL_OP, REDUCE_OP,
};

// ----- trip counts -----

/// A loop bound: an SSA value or a static index (`OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Ofr {
    Value(Value),
    Index(i64),
}

/// A `width`-bit integer, its bits in the low end of a `u128`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Bits {
    pub width: u32,
    pub value: u128,
}

impl Bits {
    fn mask(width: u32) -> u128 {
        if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    }
    fn new(width: u32, value: u128) -> Bits {
        Bits {
            width,
            value: value & Self::mask(width),
        }
    }
    fn signed(self) -> i128 {
        let shift = 128 - self.width;
        ((self.value << shift) as i128) >> shift
    }
    fn is_negative(self) -> bool {
        self.width > 0 && (self.value >> (self.width - 1)) & 1 == 1
    }
    /// Whether the value is `v`.
    pub fn is(self, v: u128) -> bool {
        self.value == v
    }
}

fn ofr_width(rw: &PatternRewriter<'_>, ofr: Ofr) -> (u32, bool) {
    match ofr {
        Ofr::Value(v) => match rw.ctx.type_kind(rw.body.value_type(v)) {
            TypeKind::Integer { width, .. } => (*width, false),
            _ => (64, true),
        },
        Ofr::Index(_) => (64, true),
    }
}

/// `getConstantAPIntValue`.
fn ofr_constant(rw: &PatternRewriter<'_>, ofr: Ofr) -> Option<Bits> {
    match ofr {
        Ofr::Index(v) => Some(Bits::new(64, v as u64 as u128)),
        Ofr::Value(v) => {
            let ty = rw.body.value_type(v);
            let c = rmlir_ir::matchers::constant_int(rw.ctx, constant(rw, v)?, ty)?;
            if c.width() > 64 {
                return None;
            }
            Some(Bits::new(c.width(), c.to_u64().unwrap_or(0) as u128))
        }
    }
}

/// `scf::computeUbMinusLb`: `ub` is `lb + c` without (signed or
/// unsigned) wrap; the difference `c`.
fn compute_ub_minus_lb(
    rw: &PatternRewriter<'_>,
    lb: Value,
    ub: Value,
    signed: bool,
) -> Option<Bits> {
    let add = defining_op(rw.body, ub)?;
    if !is_a(rw, add, &rmlir_arith::ops::ADD_I_OP) {
        return None;
    }
    let flags = rmlir_arith::ops::AddIOp(rw.view(add)).overflow_flags();
    if (signed && !flags.contains("nsw")) || (!signed && !flags.contains("nuw")) {
        return None;
    }
    if rw.body.operand(add, 0) != lb {
        return None;
    }
    ofr_constant(rw, Ofr::Value(rw.body.operand(add, 1)))
}

/// Upstream's `constantTripCount` (with `computeUbMinusLb`): how many
/// times a loop from `lb` to `ub` by `step` runs, when known.
pub(crate) fn constant_trip_count(
    rw: &PatternRewriter<'_>,
    lb: Ofr,
    ub: Ofr,
    step: Ofr,
    signed: bool,
) -> Option<Bits> {
    let (width, is_index) = ofr_width(rw, lb);
    if (width, is_index) != ofr_width(rw, ub) || width > 64 {
        return None;
    }
    if lb == ub {
        return Some(Bits::new(width, 0));
    }
    let step_c = ofr_constant(rw, step);
    if let Some(s) = step_c {
        if s.value == 0 {
            return Some(s);
        }
        if s.is_negative() {
            return Some(Bits::new(width, 0));
        }
    }
    // The difference, and whether it reads as signed (`APSInt`).
    let (diff, diff_signed) = match (ofr_constant(rw, lb), ofr_constant(rw, ub)) {
        (Some(l), Some(u)) => {
            let le = if signed {
                u.signed() <= l.signed()
            } else {
                u.value <= l.value
            };
            if le {
                return Some(Bits::new(width, 0));
            }
            (Bits::new(width, u.value.wrapping_sub(l.value)), signed)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let (Ofr::Value(l), Ofr::Value(u)) = (lb, ub) else {
                return None;
            };
            (compute_ub_minus_lb(rw, l, u, signed)?, true)
        }
    };
    if diff_signed && diff.is_negative() {
        return Some(Bits::new(width, 0));
    }
    let s = step_c?;
    let (q, r) = if signed {
        let (d, st) = (diff.signed(), s.signed());
        (d / st, d % st)
    } else {
        (
            (diff.value / s.value) as i128,
            (diff.value % s.value) as i128,
        )
    };
    let mut trip = Bits::new(width, q as u128);
    if r != 0 {
        trip = Bits::new(width, trip.value.wrapping_add(1));
    }
    Some(trip)
}

// ----- scf.for -----

/// `SimplifyTrivialLoops`: loops known to run zero times are replaced by
/// their inits, once by their body; empty loops running more than once
/// and yielding values from outside by those values.
fn simplify_trivial_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForOp(rw.view(op));
    let (lb, ub, step) = (v.lower_bound(), v.upper_bound(), v.step());
    let inits: Values = v.init_args().into_iter().collect();
    let unsigned = v.unsigned_cmp();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(trip) = constant_trip_count(
        rw,
        Ofr::Value(lb),
        Ofr::Value(ub),
        Ofr::Value(step),
        !unsigned,
    ) else {
        return false;
    };
    if trip.is(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let r = region(rw.body, op, 0);
    if trip.is(1) {
        let mut args = Values::new();
        args.push(lb);
        args.extend(inits);
        replace_op_with_region(rw, op, r, &args);
        return true;
    }
    let block = rw.body.first_block(r).expect("a body");
    if !has_single_op(rw.body, block) {
        return false;
    }
    let yielded: Values = rw.body.operands(terminator(rw.body, block)).collect();
    let outside =
        |v: Value| value_region(rw.body, v).is_none_or(|vr| !region_is_ancestor(rw.body, r, vr));
    if !yielded.iter().all(|&v| outside(v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// `tensor::preservesStaticInformation(source, target)`: same element
/// type, rank and encoding, and no dimension static in `source` dynamic in
/// `target`.
pub(crate) fn preserves_static_information(
    rw: &PatternRewriter<'_>,
    source: Type,
    target: Type,
) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: s,
            elem: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: t,
            elem: te,
            encoding: tn,
        },
    ) = (rw.ctx.type_kind(source), rw.ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && s.len() == t.len()
        && sn == tn
        && s.iter()
            .zip(t.iter())
            .all(|(&a, &b)| a == rmlir_ir::types::DYNAMIC || b != rmlir_ir::types::DYNAMIC)
}

/// Upstream's `ForOp::build` without a body builder: a body block taking
/// the induction variable (at the loop's location) and one argument per
/// init (at the init's location), with a yield when there are no inits;
/// all made inside `build`.
pub(crate) fn build_for(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    unsigned: bool,
) -> (OpId, BlockId) {
    let types: SmallVec<[Type; 4]> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let unit = unsigned.then(|| rw.ctx.unit_attr());
    let op = ForOp::build(rw, loc, &types, lb, ub, step, inits, unit).id();
    let r = region(rw.body, op, 0);
    let mut args = vec![(rw.body.value_type(lb), loc)];
    args.extend(
        inits
            .iter()
            .zip(&types)
            .map(|(&v, &t)| (t, value_loc(rw, v))),
    );
    let block = silent_block(rw, r, &args);
    if inits.is_empty() {
        YieldOp::build(&mut silent(rw, block), loc, &[]);
    }
    (op, block)
}

/// `ForOpTensorCastFolder`: an iter arg fed by a `tensor.cast` that only
/// loses static information (whose result has one use) is carried with
/// the more static type, cast inside and after the loop.
fn for_op_tensor_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForOp(rw.view(op));
    let inits: Values = v.init_args().into_iter().collect();
    let results: Values = v.results().into_iter().collect();
    for (i, (&init, &res)) in inits.iter().zip(&results).enumerate() {
        let Some(cast) = defining_op(rw.body, init) else {
            continue;
        };
        if !is_a(rw, cast, &rmlir_tensor::CAST_OP) {
            continue;
        }
        let source = rw.body.operand(cast, 0);
        let (src_ty, dst_ty) = (rw.body.value_type(source), rw.body.value_type(init));
        if src_ty == dst_ty || !preserves_static_information(rw, dst_ty, src_ty) {
            continue;
        }
        if rw.body.users(res).count() != 1 {
            continue;
        }
        let new_results = replace_and_cast_for_op_iter_arg(rw, op, i, source);
        rw.replace_op(op, &new_results);
        return true;
    }
    false
}

/// Upstream's `replaceAndCastForOpIterArg` with `tensor.cast`.
fn replace_and_cast_for_op_iter_arg(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    iter: usize,
    replacement: Value,
) -> Values {
    let v = ForOp(rw.view(op));
    let (lb, ub, step, unsigned) = (v.lower_bound(), v.upper_bound(), v.step(), v.unsigned_cmp());
    let mut inits: Values = v.init_args().into_iter().collect();
    let old_type = rw.body.value_type(inits[iter]);
    let new_type = rw.body.value_type(replacement);
    inits[iter] = replacement;
    let loc = rw.body.op(op).loc;
    let (new_for, new_block) = build_for(rw, loc, lb, ub, step, &inits, unsigned);
    // `setAttrs(forOp->getAttrs())`.
    let (attrs, props) = (rw.body.op(op).attrs, rw.body.op(op).properties());
    rw.body.op_mut(new_for).attrs = attrs;
    rw.body.op_mut(new_for).set_properties(props);
    let mut transfer: Values = rw.body.block_args(new_block).iter().copied().collect();
    rw.set_insertion_point_to_start(new_block);
    let arg = transfer[iter + 1];
    let cast_in = rmlir_tensor::CastOp::build(rw, loc, old_type, arg).dest();
    transfer[iter + 1] = cast_in;
    let old_block = rw.body.first_block(region(rw.body, op, 0)).expect("a body");
    rw.inline_block_before(old_block, new_block, None, &transfer);
    let yield_op = terminator(rw.body, new_block);
    rw.set_insertion_point(yield_op);
    let yielded = rw.body.operand(yield_op, iter);
    let cast_out = rmlir_tensor::CastOp::build(rw, loc, new_type, yielded).dest();
    let mut new_yielded: Values = rw.body.operands(yield_op).collect();
    new_yielded[iter] = cast_out;
    YieldOp::build(rw, loc, &new_yielded);
    rw.erase_op(yield_op);
    rw.set_insertion_point_after(new_for);
    let mut results: Values = rw.body.results(new_for).collect();
    results[iter] = rmlir_tensor::CastOp::build(rw, loc, old_type, results[iter]).dest();
    results
}

static FOR_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::SimplifyTrivialLoops",
        "scf.for",
        simplify_trivial_loops,
    ),
    FnPattern::new(
        "(anonymous namespace)::ForOpTensorCastFolder",
        "scf.for",
        for_op_tensor_cast_folder,
    ),
];

pub(crate) fn for_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &FOR_PATTERNS);
    push_all(out, &super::for_rb::PATTERNS);
}

// ----- scf.while -----

fn condition_op(rw: &PatternRewriter<'_>, op: OpId) -> OpId {
    let before = rw
        .body
        .first_block(region(rw.body, op, 0))
        .expect("before block");
    terminator(rw.body, before)
}

fn after_block(rw: &PatternRewriter<'_>, op: OpId) -> BlockId {
    rw.body
        .first_block(region(rw.body, op, 1))
        .expect("after block")
}

/// `WhileConditionTruth`: an after argument receiving the condition is
/// `true` there.
fn while_condition_truth(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let term = condition_op(rw, op);
    let cond = rw.body.operand(term, 0);
    let args: Values = rw.body.operands(term).skip(1).collect();
    let after_args: Values = rw
        .body
        .block_args(after_block(rw, op))
        .iter()
        .copied()
        .collect();
    let loc = rw.body.op(op).loc;
    let mut c_true: Option<Value> = None;
    let mut replaced = false;
    for (&a, &aa) in args.iter().zip(&after_args) {
        if a != cond || rw.body.value_unused(aa) {
            continue;
        }
        let c = match c_true {
            Some(c) => c,
            None => {
                let ty = rw.body.value_type(cond);
                let attr = rw.ctx.bool_attr(true);
                let c = rmlir_arith::ops::ConstantOp::build(rw, loc, ty, attr).result();
                c_true = Some(c);
                c
            }
        };
        rw.replace_all_uses_with(aa, c);
        replaced = true;
    }
    replaced
}

/// `WhileCmpCond`: in the after region, a comparison equal to (or the
/// inverse of) the condition is `true` (`false`).
fn while_cmp_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let term = condition_op(rw, op);
    let cond = rw.body.operand(term, 0);
    let Some(cmp) = defining_op(rw.body, cond) else {
        return false;
    };
    if !is_a(rw, cmp, &rmlir_arith::ops::CMP_I_OP) {
        return false;
    }
    let pred = |rw: &PatternRewriter<'_>, c: OpId| {
        rmlir_arith::ops::CmpIOp(rw.view(c)).predicate().value()
    };
    let cmp_pred = pred(rw, cmp);
    let args: Values = rw.body.operands(term).skip(1).collect();
    let after_args: Values = rw
        .body
        .block_args(after_block(rw, op))
        .iter()
        .copied()
        .collect();
    let mut changed = false;
    for (&a, &aa) in args.iter().zip(&after_args) {
        for op_idx in 0..2 {
            if a != rw.body.operand(cmp, op_idx) {
                continue;
            }
            for (user, _) in rw.body.uses_of(aa) {
                if rw.body.is_erased(user) || !is_a(rw, user, &rmlir_arith::ops::CMP_I_OP) {
                    continue;
                }
                if rw.body.operand(user, 1 - op_idx) != rw.body.operand(cmp, 1 - op_idx) {
                    continue;
                }
                let p2 = pred(rw, user);
                let same = if p2 == cmp_pred {
                    true
                } else if p2 == rmlir_arith::attrs::invert_cmpi_predicate(cmp_pred) {
                    false
                } else {
                    continue;
                };
                let loc = rw.body.op(user).loc;
                let i1 = rw.ctx.int_type(1);
                let attr = rw.ctx.integer_attr(i1, same as i64);
                let c = rmlir_arith::ops::ConstantOp::build(rw, loc, i1, attr).id();
                rw.replace_op_with_op(user, c);
                changed = true;
            }
        }
    }
    changed
}

/// Upstream's `WhileOp::build` with no body builders: a before block
/// taking the inits' types (at their locations) and an after block taking
/// the result types (at the loop's location), made inside `build`.
fn build_while(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    types: &[Type],
    inits: &[Value],
) -> (OpId, BlockId, BlockId) {
    let op = WhileOp::build(rw, loc, types, inits).id();
    let (br, ar) = (region(rw.body, op, 0), region(rw.body, op, 1));
    let bargs: Vec<(Type, Location)> = inits
        .iter()
        .map(|&v| (rw.body.value_type(v), value_loc(rw, v)))
        .collect();
    let before = silent_block(rw, br, &bargs);
    let aargs: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
    let after = silent_block(rw, ar, &aargs);
    (op, before, after)
}

/// `WhileOpAlignBeforeArgs`: when the condition forwards the before
/// arguments in another order, it forwards them in their order and the
/// results and after arguments are permuted.
fn while_op_align_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let before_block = rw
        .body
        .first_block(region(rw.body, op, 0))
        .expect("before block");
    let old_term = terminator(rw.body, before_block);
    let before_args: Values = rw.body.block_args(before_block).iter().copied().collect();
    let term_args: Values = rw.body.operands(old_term).skip(1).collect();
    if before_args == term_args {
        return false;
    }
    let mut seen = Values::new();
    for &a in &term_args {
        if seen.contains(&a) {
            return false;
        }
        seen.push(a);
    }
    // `getArgsMapping(beforeArgs, termArgs)`: for each condition position,
    // the before argument it forwards.
    if before_args.len() != term_args.len() {
        return false;
    }
    let mut mapping = vec![0usize; before_args.len()];
    for (i, &a) in before_args.iter().enumerate() {
        let Some(k) = term_args.iter().position(|&t| t == a) else {
            return false;
        };
        mapping[k] = i;
    }
    let cond = rw.body.operand(old_term, 0);
    let ip = rw.insertion_point();
    rw.set_insertion_point(old_term);
    let tloc = rw.body.op(old_term).loc;
    let new_term = ConditionOp::build(rw, tloc, cond, &before_args).id();
    rw.replace_op_with_op(old_term, new_term);
    rw.restore_insertion_point(ip);
    let old_after = after_block(rw, op);
    let mut types: SmallVec<[Type; 4]> =
        SmallVec::from_elem(rw.body.value_type(cond), before_args.len());
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = rw.body.value_type(rw.body.result(op, i));
    }
    let loc = rw.body.op(op).loc;
    let inits: Values = rw.body.operands(op).collect();
    let (new_loop, new_before, new_after) = build_while(rw, loc, &types, &inits);
    let mut new_results = Values::new();
    let mut new_after_args = Values::new();
    for &j in &mapping {
        new_results.push(rw.body.result(new_loop, j));
        new_after_args.push(rw.body.block_args(new_after)[j]);
    }
    let nb_args: Values = rw.body.block_args(new_before).iter().copied().collect();
    let first = rw.body.first_op(new_before);
    rw.inline_block_before(before_block, new_before, first, &nb_args);
    let first = rw.body.first_op(new_after);
    rw.inline_block_before(old_after, new_after, first, &new_after_args);
    rw.replace_op(op, &new_results);
    true
}

/// Walks the ops of region `r` in post-order (`Region::walk`).
fn walk_post_order(body: &Body, r: rmlir_ir::RegionId, f: &mut dyn FnMut(OpId)) {
    for b in body.region_blocks(r) {
        for o in body.block_ops(b) {
            for inner in body.local_regions(o) {
                walk_post_order(body, inner, f);
            }
            f(o);
        }
    }
}

/// `WhileMoveIfDown`: an `scf.if` on the loop condition just before
/// `scf.condition`, with an else region that only yields, moves into the
/// after region.
fn while_move_if_down(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let cond_op = condition_op(rw, op);
    let Some(if_op) = rw.body.prev_op(cond_op) else {
        return false;
    };
    if !is_a(rw, if_op, &IF_OP) || rw.body.operand(if_op, 0) != rw.body.operand(cond_op, 0) {
        return false;
    }
    let (itr, ier) = (region(rw.body, if_op, 0), region(rw.body, if_op, 1));
    if let Some(eb) = rw.body.region_blocks(ier).last() {
        if !has_single_op(rw.body, eb) {
            return false;
        }
    }
    // Upstream asserts that only the condition uses the `if`'s results.
    if rw
        .body
        .results(if_op)
        .any(|r| rw.body.users(r).any(|(u, _)| u != cond_op))
    {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let if_results: Values = rw.body.results(if_op).collect();
    let n_args = rw.body.operand_count(cond_op) - 1;
    for idx in 0..n_args {
        let arg = rw.body.operand(cond_op, idx + 1);
        let Some(k) = if_results.iter().position(|&r| r == arg) else {
            continue;
        };
        let then_yield = terminator(
            rw.body,
            rw.body.region_blocks(itr).last().expect("then block"),
        );
        let else_yield = terminator(
            rw.body,
            rw.body.region_blocks(ier).last().expect("else block"),
        );
        let then_value = rw.body.operand(then_yield, k);
        let else_value = rw.body.operand(else_yield, k);
        rw.replace_all_uses_with(if_results[k], else_value);
        let after_arg = rw.body.block_args(after_block(rw, op))[idx];
        rw.replace_all_uses_with(after_arg, then_value);
    }
    // Values of the before region the then region uses.
    let before_r = region(rw.body, op, 0);
    let mut additional = Values::new();
    {
        let body = &*rw.body;
        let mut ancestors = Vec::new();
        let mut cur = op_region(body, if_op);
        while let Some(r) = cur {
            ancestors.push(r);
            cur = match body.region_parent(r) {
                rmlir_ir::body::RegionParent::Op(o) => op_region(body, o),
                rmlir_ir::body::RegionParent::BodyOwner => None,
            };
        }
        walk_post_order(body, itr, &mut |o| {
            for v in body.operands(o) {
                let vr = value_region(body, v);
                if vr.is_some_and(|r| ancestors.contains(&r))
                    && vr == Some(before_r)
                    && !additional.contains(&v)
                {
                    additional.push(v);
                }
            }
        });
    }
    let add_types: SmallVec<[Type; 4]> =
        additional.iter().map(|&v| rw.body.value_type(v)).collect();
    let mut types: SmallVec<[Type; 4]> =
        rw.body.results(op).map(|v| rw.body.value_type(v)).collect();
    types.extend(add_types.iter().copied());
    let inits: Values = rw.body.operands(op).collect();
    let new_while = WhileOp::build(rw, loc, &types, &inits).id();
    let (nbr, nar) = (region(rw.body, new_while, 0), region(rw.body, new_while, 1));
    let after_r = region(rw.body, op, 1);
    rw.modify_op_in_place(new_while, |body| {
        while let Some(b) = body.first_block(nbr) {
            body.erase_block(b);
        }
        body.inline_region_before(before_r, nbr, None);
        while let Some(b) = body.first_block(nar) {
            body.erase_block(b);
        }
        body.inline_region_before(after_r, nar, None);
        let ab = body.first_block(nar).expect("after block");
        for &t in &add_types {
            body.add_block_arg(ab, t, Some(loc));
        }
    });
    rw.modify_op_in_place(cond_op, |body| {
        let n = body.operand_count(cond_op);
        body.insert_operands(cond_op, n, &additional);
    });
    let new_after = rw.body.first_block(nar).expect("after block");
    let new_args: Values = {
        let a = rw.body.block_args(new_after);
        a[a.len() - additional.len()..].iter().copied().collect()
    };
    for (&from, &to) in additional.iter().zip(&new_args) {
        rw.replace_uses_with_if(from, to, |body, user, _| {
            op_region(body, user).is_some_and(|ur| region_is_ancestor(body, itr, ur))
        });
    }
    let then_block = rw.body.region_blocks(itr).last().expect("then block");
    let then_yield = terminator(rw.body, then_block);
    rw.erase_op(then_yield);
    let first = rw.body.first_op(new_after);
    rw.inline_block_before(then_block, new_after, first, &[]);
    rw.erase_op(if_op);
    let results: Values = rw
        .body
        .results(new_while)
        .take(rw.body.num_results(op))
        .collect();
    rw.replace_op(op, &results);
    true
}

static WHILE_PATTERNS: [FnPattern; 4] = [
    FnPattern::new(
        "(anonymous namespace)::WhileConditionTruth",
        "scf.while",
        while_condition_truth,
    ),
    FnPattern::new(
        "(anonymous namespace)::WhileCmpCond",
        "scf.while",
        while_cmp_cond,
    ),
    FnPattern::new(
        "(anonymous namespace)::WhileOpAlignBeforeArgs",
        "scf.while",
        while_op_align_before_args,
    ),
    FnPattern::new(
        "(anonymous namespace)::WhileMoveIfDown",
        "scf.while",
        while_move_if_down,
    ),
];

pub(crate) fn while_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &WHILE_PATTERNS);
    push_all(out, &super::while_rb::PATTERNS);
}

// ----- scf.parallel -----

/// Upstream's `ParallelOp::build` without a body builder: a block taking
/// the induction variables (at the loop's location), ending with an
/// `scf.reduce` when there are no init values; made inside `build`.
fn build_parallel(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
) -> (OpId, BlockId) {
    let types: SmallVec<[Type; 4]> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let op = ParallelOp::build(rw, loc, &types, lbs, ubs, steps, inits).id();
    let r = region(rw.body, op, 0);
    let index = rw.ctx.index_type();
    let args: Vec<(Type, Location)> = steps.iter().map(|_| (index, loc)).collect();
    let block = silent_block(rw, r, &args);
    (op, block)
}

fn add_reduce(rw: &mut PatternRewriter<'_>, block: BlockId, loc: Location) {
    crate::ReduceOp::build(&mut silent(rw, block), loc, &[], 0);
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`: dimensions running once
/// are dropped (their induction variable is the lower bound); a dimension
/// running zero times removes the loop.
fn parallel_single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ParallelOp(rw.view(op));
    let (lbs, ubs, steps) = (v.lower_bound(), v.upper_bound(), v.step());
    let inits: Values = v.init_vals().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let r = region(rw.body, op, 0);
    let body_block = rw.body.first_block(r).expect("a body");
    let ivs: Values = rw.body.block_args(body_block).iter().copied().collect();
    let (mut nl, mut nu, mut ns) = (Values::new(), Values::new(), Values::new());
    let mut map = IrMapping::new();
    for i in 0..lbs.len() {
        let trip = constant_trip_count(
            rw,
            Ofr::Value(lbs[i]),
            Ofr::Value(ubs[i]),
            Ofr::Value(steps[i]),
            true,
        );
        if let Some(t) = trip {
            if t.is(0) {
                rw.replace_op(op, &inits);
                return true;
            }
            if t.is(1) {
                map.map_value(ivs[i], lbs[i]);
                continue;
            }
        }
        nl.push(lbs[i]);
        nu.push(ubs[i]);
        ns.push(steps[i]);
    }
    if nl.len() == lbs.len() {
        return false;
    }
    if nl.is_empty() {
        let ops: Vec<OpId> = rw.body.block_ops(body_block).collect();
        let (&reduce, body_ops) = ops.split_last().expect("a terminator");
        for &o in body_ops {
            rw.clone_op(o, &mut map);
        }
        let mut results = Values::new();
        let reduce_operands: Values = rw.body.operands(reduce).collect();
        let reductions: SmallVec<[rmlir_ir::RegionId; 2]> = rw.body.local_regions(reduce).collect();
        for (i, &rr) in reductions.iter().enumerate() {
            let rb = rw.body.first_block(rr).expect("a reduction block");
            let rargs: Values = rw.body.block_args(rb).iter().copied().collect();
            map.map_value(rargs[0], inits[results.len()]);
            map.map_value(rargs[1], map.value_or_self(reduce_operands[i]));
            let rops: Vec<OpId> = rw.body.block_ops(rb).collect();
            let (&ret, rbody) = rops.split_last().expect("a terminator");
            for &o in rbody {
                rw.clone_op(o, &mut map);
            }
            results.push(map.value_or_self(rw.body.operand(ret, 0)));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let (new_op, new_block) = build_parallel(rw, loc, &nl, &nu, &ns, &inits);
    if inits.is_empty() {
        add_reduce(rw, new_block, loc);
    }
    rw.erase_block(new_block);
    let nr = region(rw.body, new_op, 0);
    let before = rw.body.first_block(nr);
    rw.clone_region_before(r, nr, before, &mut map);
    let results: Values = rw.body.results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// `MergeNestedParallelLoops`: a parallel loop whose body is only another
/// (independent, reduction-free) parallel loop becomes one loop.
fn merge_nested_parallel_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let r = region(rw.body, op, 0);
    let outer = rw.body.first_block(r).expect("a body");
    let Some(inner) = rw.body.first_op(outer) else {
        return false;
    };
    let term = terminator(rw.body, outer);
    if inner == term || rw.body.next_op(inner) != Some(term) {
        return false;
    }
    if !is_a(rw, inner, &PARALLEL_OP) {
        return false;
    }
    let ov = ParallelOp(rw.view(op));
    let iv = ParallelOp(rw.view(inner));
    let outer_args: Values = rw.body.block_args(outer).iter().copied().collect();
    let (il, iu, is) = (iv.lower_bound(), iv.upper_bound(), iv.step());
    if outer_args
        .iter()
        .any(|a| il.contains(a) || iu.contains(a) || is.contains(a))
    {
        return false;
    }
    if !ov.init_vals().is_empty() || !iv.init_vals().is_empty() {
        return false;
    }
    let mut lbs: Values = ov.lower_bound().into_iter().collect();
    lbs.extend(il);
    let mut ubs: Values = ov.upper_bound().into_iter().collect();
    ubs.extend(iu);
    let mut steps: Values = ov.step().into_iter().collect();
    steps.extend(is);
    let loc = rw.body.op(op).loc;
    let (new_op, new_block) = build_parallel(rw, loc, &lbs, &ubs, &steps, &[]);
    let inner_block = rw
        .body
        .first_block(region(rw.body, inner, 0))
        .expect("a body");
    let inner_args: Values = rw.body.block_args(inner_block).iter().copied().collect();
    let new_args: Values = rw.body.block_args(new_block).iter().copied().collect();
    let mut map = IrMapping::new();
    for (&a, &n) in outer_args.iter().zip(&new_args) {
        map.map_value(a, n);
    }
    for (&a, &n) in inner_args.iter().zip(&new_args[outer_args.len()..]) {
        map.map_value(a, n);
    }
    let ops: Vec<OpId> = rw.body.block_ops(inner_block).collect();
    for &o in &ops[..ops.len() - 1] {
        let c = rw.body.clone_op(o, &mut map);
        rw.body.append_op(new_block, c);
    }
    add_reduce(rw, new_block, loc);
    rw.replace_op_with_op(op, new_op);
    true
}

static PARALLEL_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
        "scf.parallel",
        parallel_single_or_zero_iteration_dims,
    ),
    FnPattern::new(
        "(anonymous namespace)::MergeNestedParallelLoops",
        "scf.parallel",
        merge_nested_parallel_loops,
    ),
];

pub(crate) fn parallel_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &PARALLEL_PATTERNS);
}

#[allow(unused_imports)]
use {CONDITION_OP as _, REDUCE_OP as _};
