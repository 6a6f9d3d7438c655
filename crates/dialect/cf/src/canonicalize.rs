//! Canonicalization of `cf` ops (upstream's `ControlFlowOps.cpp`, as
//! mlir-opt 22 has it): constant assertions, branches to blocks with one
//! predecessor or that only branch on, conditional branches and switches
//! on known or repeated conditions.

use rmlir_ir::apint::ApInt;
use rmlir_ir::matchers;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, BlockId, OpId, Value, ValueDef};
use rmlir_rewrite::fold::value_constant;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::{BranchOp, CondBranchOp, SwitchOp, BRANCH_OP, COND_BRANCH_OP, SWITCH_OP};

type Values = SmallVec<[Value; 4]>;

fn constant(rw: &PatternRewriter<'_>, v: Value) -> Option<Attribute> {
    value_constant(rw.ctx, rw.body, rw.body_id, v)
}

/// The operands `op` forwards to its successor `i` (its
/// `BranchOpInterface`).
pub(crate) fn successor_operands(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Values {
    let view = rw.view(op);
    match view.def.and_then(|d| d.interfaces.branch) {
        Some(b) => {
            let r = (b.successor_operands)(&view, i);
            let all = view.operands();
            all[r].iter().copied().collect()
        }
        None => rw.body.successor_operands(op, i),
    }
}

fn is_op(rw: &PatternRewriter<'_>, op: Option<OpId>, def: &'static rmlir_ir::OpDef) -> bool {
    op.is_some_and(|o| {
        rw.ctx
            .op_def(rw.body.op(o).name)
            .is_some_and(|d| std::ptr::eq(d, def))
    })
}

/// The block's single predecessor edge's block (upstream's
/// `getSinglePredecessor`: exactly one edge).
fn single_predecessor_block(rw: &PatternRewriter<'_>, block: BlockId) -> Option<BlockId> {
    let mut preds = rw.body.predecessors(block);
    let (op, _) = preds.next()?;
    if preds.next().is_some() {
        return None;
    }
    rw.body.parent_block(op)
}

/// Upstream's `getUniquePredecessor`: every predecessor edge comes from
/// the same block.
fn unique_predecessor_block(rw: &PatternRewriter<'_>, block: BlockId) -> Option<BlockId> {
    let mut blocks = rw
        .body
        .predecessors(block)
        .map(|(op, _)| rw.body.parent_block(op));
    let first = blocks.next()??;
    blocks.all(|b| b == Some(first)).then_some(first)
}

/// Whether `block` holds exactly one op.
fn has_single_op(rw: &PatternRewriter<'_>, block: BlockId) -> bool {
    let first = rw.body.first_op(block);
    first.is_some() && first == rw.body.last_op(block)
}

/// Upstream's `collapseBranch`: when `successor` only branches on
/// (unconditionally, using its arguments only in that branch, not to
/// itself and not around a cycle of such blocks), retargets `successor`
/// and `operands` at where it branches to.
fn collapse_branch(
    rw: &PatternRewriter<'_>,
    successor: &mut BlockId,
    operands: &mut Values,
) -> bool {
    let body = &*rw.body;
    if !has_single_op(rw, *successor) {
        return false;
    }
    let br = body.last_op(*successor);
    if !is_op(rw, br, &BRANCH_OP) {
        return false;
    }
    let br = br.expect("checked");
    for &arg in body.block_args(*successor) {
        if body.users(arg).any(|(u, _)| u != br) {
            return false;
        }
    }
    let dest = body.successors(br)[0].block;
    if dest == *successor {
        return false;
    }
    // Don't collapse branches that take part in a cycle.
    let mut visited: FxHashSet<BlockId> = [*successor, dest].into_iter().collect();
    let mut next = body
        .last_op(dest)
        .filter(|&t| is_op(rw, Some(t), &BRANCH_OP));
    while let Some(n) = next {
        let d = body.successors(n)[0].block;
        if !visited.insert(d) {
            return false;
        }
        next = body.last_op(d).filter(|&t| is_op(rw, Some(t), &BRANCH_OP));
    }
    let br_operands: Values = body.operands(br).collect();
    let args = body.block_args(*successor);
    let remapped: Values = br_operands
        .iter()
        .map(|&v| match body.value_def(v) {
            ValueDef::BlockArg { block, index } if block == *successor && !args.is_empty() => {
                operands[index as usize]
            }
            _ => v,
        })
        .collect();
    *successor = dest;
    *operands = remapped;
    true
}

fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[Value]) {
    let loc = rw.body.op(op).loc;
    let new = BranchOp::build(rw, loc, operands, dest);
    rw.replace_op_with_op(op, new.id());
}

// ----- cf.assert -----

/// `AssertOp::canonicalize`: an assertion of a constant true is erased.
fn assert_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let arg = rw.body.operand(op, 0);
    let ty = rw.body.value_type(arg);
    if !constant(rw, arg).is_some_and(|a| matchers::is_one(rw.ctx, a, ty)) {
        return false;
    }
    rw.erase_op(op);
    true
}

// ----- cf.br -----

/// `BranchOp::canonicalize`: `simplifyBrToBlockWithSinglePred`, then
/// `simplifyPassThroughBr`.
fn br_canonicalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    simplify_br_to_block_with_single_pred(op, rw) || simplify_pass_through_br(op, rw)
}

/// A branch to a block whose only predecessor it is merges the blocks.
fn simplify_br_to_block_with_single_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let succ = rw.body.successors(op)[0].block;
    let parent = rw.body.parent_block(op).expect("a terminator in a block");
    if succ == parent || rw.body.predecessors(succ).count() != 1 {
        return false;
    }
    let operands: Values = rw.body.operands(op).collect();
    if operands
        .iter()
        .any(|&v| matches!(rw.body.value_def(v), ValueDef::BlockArg { block, .. } if block == succ))
    {
        return false;
    }
    rw.erase_op(op);
    rw.inline_block_before(succ, parent, None, &operands);
    true
}

/// `br ^bb1; ^bb1: br ^bbN(...)` becomes `br ^bbN(...)`.
fn simplify_pass_through_br(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut dest = rw.body.successors(op)[0].block;
    let mut operands: Values = rw.body.operands(op).collect();
    if Some(dest) == rw.body.parent_block(op) || !collapse_branch(rw, &mut dest, &mut operands) {
        return false;
    }
    replace_with_br(rw, op, dest, &operands);
    true
}

// ----- cf.cond_br -----

fn cond_br_parts(rw: &PatternRewriter<'_>, op: OpId) -> (Value, BlockId, Values, BlockId, Values) {
    let v = CondBranchOp(rw.view(op));
    let (t, f) = (v.true_dest(), v.false_dest());
    (
        v.condition(),
        t,
        v.true_dest_operands().into_iter().collect(),
        f,
        v.false_dest_operands().into_iter().collect(),
    )
}

/// `SimplifyConstCondBranchPred`: a constant condition picks the branch.
fn simplify_const_cond_branch_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, t, t_ops, f, f_ops) = cond_br_parts(rw, op);
    let ty = rw.body.value_type(cond);
    let Some(c) = constant(rw, cond) else {
        return false;
    };
    if matchers::is_non_zero(rw.ctx, c, ty) {
        replace_with_br(rw, op, t, &t_ops);
        return true;
    }
    if matchers::is_zero(rw.ctx, c, ty) {
        replace_with_br(rw, op, f, &f_ops);
        return true;
    }
    false
}

/// `SimplifyPassThroughCondBranch`: successors that only branch on are
/// collapsed (the branch weights kept).
fn simplify_pass_through_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, mut t, mut t_ops, mut f, mut f_ops) = cond_br_parts(rw, op);
    let collapsed_true = collapse_branch(rw, &mut t, &mut t_ops);
    let collapsed_false = collapse_branch(rw, &mut f, &mut f_ops);
    if !collapsed_true && !collapsed_false {
        return false;
    }
    let weights = CondBranchOp(rw.view(op)).branch_weights_attr();
    let loc = rw.body.op(op).loc;
    let new = CondBranchOp::build(rw, loc, cond, &t_ops, &f_ops, weights, t, f);
    rw.replace_op_with_op(op, new.id());
    true
}

/// `SimplifyCondBranchIdenticalSuccessors`: both edges to one block
/// become a branch, with `arith.select`s for differing operands when this
/// block is the only predecessor.
fn simplify_cond_branch_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, t, t_ops, f, f_ops) = cond_br_parts(rw, op);
    if t != f {
        return false;
    }
    if t_ops == f_ops {
        replace_with_br(rw, op, t, &t_ops);
        return true;
    }
    if unique_predecessor_block(rw, t) != rw.body.parent_block(op) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut merged = Values::new();
    for (&a, &b) in t_ops.iter().zip(&f_ops) {
        if a == b {
            merged.push(a);
        } else {
            let ty = rw.body.value_type(a);
            merged.push(rmlir_arith::ops::SelectOp::build(rw, loc, ty, cond, a, b).result());
        }
    }
    replace_with_br(rw, op, t, &merged);
    true
}

/// `SimplifyCondBranchFromCondBranchOnSameCondition`: a conditional branch
/// whose single predecessor branched on the same condition knows where it
/// goes.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let current = rw.body.parent_block(op).expect("a terminator in a block");
    let Some(pred) = single_predecessor_block(rw, current) else {
        return false;
    };
    let pred_term = rw.body.last_op(pred);
    if !is_op(rw, pred_term, &COND_BRANCH_OP) {
        return false;
    }
    let pred_term = pred_term.expect("checked");
    let (cond, t, t_ops, f, f_ops) = cond_br_parts(rw, op);
    if rw.body.operand(pred_term, 0) != cond {
        return false;
    }
    if current == rw.body.successors(pred_term)[0].block {
        replace_with_br(rw, op, t, &t_ops);
    } else {
        replace_with_br(rw, op, f, &f_ops);
    }
    true
}

/// `CondBranchTruthPropagation`: in a successor reached only from this
/// branch, the condition is a known constant.
fn cond_branch_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, t, _, f, _) = cond_br_parts(rw, op);
    let loc = rw.body.op(op).loc;
    let i1 = rw.ctx.int_type(1);
    let mut replaced = false;
    for (dest, value) in [(t, true), (f, false)] {
        if single_predecessor_block(rw, dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        for (user, idx) in rw.body.uses_of(cond) {
            if rw.body.parent_block(user) != Some(dest) {
                continue;
            }
            replaced = true;
            let c = match constant {
                Some(c) => c,
                None => {
                    let attr = rw.ctx.bool_attr(value);
                    let c = rmlir_arith::ops::ConstantOp::build(rw, loc, i1, attr).result();
                    constant = Some(c);
                    c
                }
            };
            rw.modify_op_in_place(user, |body| body.set_operand(user, idx as usize, c));
        }
    }
    replaced
}

/// `DropUnreachableCondBranch`: a successor holding nothing but
/// `ub.unreachable` is never taken.
fn drop_unreachable_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (_, t, t_ops, f, f_ops) = cond_br_parts(rw, op);
    let unreachable = |rw: &PatternRewriter<'_>, b: BlockId| {
        has_single_op(rw, b) && is_op(rw, rw.body.last_op(b), &rmlir_ub::UNREACHABLE_OP)
    };
    if unreachable(rw, t) {
        replace_with_br(rw, op, f, &f_ops);
        return true;
    }
    if unreachable(rw, f) {
        replace_with_br(rw, op, t, &t_ops);
        return true;
    }
    false
}

// ----- cf.switch -----

struct Switch {
    flag: Value,
    default: BlockId,
    default_operands: Values,
    values: Option<Attribute>,
    case_values: Vec<ApInt>,
    dests: SmallVec<[BlockId; 2]>,
    case_operands: Vec<Values>,
}

fn switch_parts(rw: &PatternRewriter<'_>, op: OpId) -> Switch {
    let v = SwitchOp(rw.view(op));
    let values = v.case_values_attr();
    Switch {
        flag: v.flag(),
        default: v.default_destination(),
        default_operands: v.default_operands().into_iter().collect(),
        values,
        case_values: values
            .map(|a| rw.ctx.dense_int_values(a))
            .unwrap_or_default(),
        dests: v.case_destinations(),
        case_operands: (0..v.case_destinations().len())
            .map(|i| successor_operands(rw, op, i + 1))
            .collect(),
    }
}

/// Replaces `op` with a switch on `flag` (upstream's `SwitchOp::build`
/// from case values: a `vector<N x flag type>` of them, none when there
/// are no cases).
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    sw: &Switch,
    values: Option<Attribute>,
    dests: &[BlockId],
    operands: &[Values],
) {
    let loc = rw.body.op(op).loc;
    let groups: Vec<&[Value]> = operands.iter().map(|g| &g[..]).collect();
    let new = SwitchOp::build(
        rw,
        loc,
        sw.flag,
        &sw.default_operands,
        &groups,
        values,
        sw.default,
        dests,
    );
    rw.replace_op_with_op(op, new.id());
}

fn case_values_attr(rw: &PatternRewriter<'_>, flag: Value, values: &[ApInt]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let elem = rw.body.value_type(flag);
    let ty = rw.ctx.intern_type(rmlir_ir::TypeKind::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        elem,
    });
    rw.ctx.dense_int_elements_from(ty, values)
}

/// `switch %f, [default: ^bb1]` becomes `br ^bb1`.
fn simplify_switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let sw = switch_parts(rw, op);
    if !sw.dests.is_empty() {
        return false;
    }
    replace_with_br(rw, op, sw.default, &sw.default_operands);
    true
}

/// Cases going where the default goes, with its operands, are dropped.
fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let sw = switch_parts(rw, op);
    drop_switch_cases(rw, op, &sw, |i, _| {
        sw.dests[i] == sw.default && sw.case_operands[i] == sw.default_operands
    })
}

/// Rebuilds switch `op` without the cases `drop(index, value)` picks;
/// fails when it picks none.
fn drop_switch_cases(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    sw: &Switch,
    drop: impl Fn(usize, &ApInt) -> bool,
) -> bool {
    let mut dests = SmallVec::<[BlockId; 2]>::new();
    let mut operands = Vec::new();
    let mut values = Vec::new();
    for (i, v) in sw.case_values.iter().enumerate() {
        if !drop(i, v) {
            dests.push(sw.dests[i]);
            operands.push(sw.case_operands[i].clone());
            values.push(v.clone());
        }
    }
    if values.len() == sw.case_values.len() {
        return false;
    }
    let attr = case_values_attr(rw, sw.flag, &values);
    replace_with_switch(rw, op, sw, attr, &dests, &operands);
    true
}

/// Upstream's `foldSwitch`: a branch to the case of `value`, or to the
/// default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, sw: &Switch, value: &ApInt) {
    for (i, v) in sw.case_values.iter().enumerate() {
        if v == value {
            replace_with_br(rw, op, sw.dests[i], &sw.case_operands[i]);
            return;
        }
    }
    replace_with_br(rw, op, sw.default, &sw.default_operands);
}

/// A switch on a constant becomes a branch.
fn simplify_const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let sw = switch_parts(rw, op);
    let ty = rw.body.value_type(sw.flag);
    let Some(value) = constant(rw, sw.flag).and_then(|a| matchers::constant_int(rw.ctx, a, ty))
    else {
        return false;
    };
    fold_switch(rw, op, &sw, &value);
    true
}

/// Successors that only branch on are collapsed.
fn simplify_pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let sw = switch_parts(rw, op);
    let mut dests = SmallVec::<[BlockId; 2]>::new();
    let mut operands = Vec::new();
    let mut changed = false;
    for i in 0..sw.case_values.len() {
        let mut d = sw.dests[i];
        let mut o = sw.case_operands[i].clone();
        changed |= collapse_branch(rw, &mut d, &mut o);
        dests.push(d);
        operands.push(o);
    }
    let mut default = sw.default;
    let mut default_operands = sw.default_operands.clone();
    changed |= collapse_branch(rw, &mut default, &mut default_operands);
    if !changed {
        return false;
    }
    let new_sw = Switch {
        default,
        default_operands,
        ..sw
    };
    replace_with_switch(rw, op, &new_sw, new_sw.values, &dests, &operands);
    true
}

/// The switch terminating the single predecessor of `op`'s block, when it
/// switches on the same flag.
fn pred_switch_on_same_flag(
    rw: &PatternRewriter<'_>,
    op: OpId,
    flag: Value,
) -> Option<(BlockId, Switch)> {
    let current = rw.body.parent_block(op)?;
    let pred = single_predecessor_block(rw, current)?;
    let term = rw.body.last_op(pred);
    if !is_op(rw, term, &SWITCH_OP) {
        return None;
    }
    let psw = switch_parts(rw, term?);
    (psw.flag == flag).then_some((current, psw))
}

/// In a case of a switch on the same flag, the flag's value is known.
fn simplify_switch_from_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let sw = switch_parts(rw, op);
    let Some((current, psw)) = pred_switch_on_same_flag(rw, op, sw.flag) else {
        return false;
    };
    if psw.default == current {
        return false;
    }
    match psw.dests.iter().position(|&d| d == current) {
        Some(i) => {
            let value = psw.case_values[i].clone();
            fold_switch(rw, op, &sw, &value);
        }
        None => replace_with_br(rw, op, sw.default, &sw.default_operands),
    }
    true
}

/// In the default of a switch on the same flag, that switch's other cases
/// cannot happen.
fn simplify_switch_from_default_switch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let sw = switch_parts(rw, op);
    let Some((current, psw)) = pred_switch_on_same_flag(rw, op, sw.flag) else {
        return false;
    };
    if psw.default != current {
        return false;
    }
    let remove: Vec<&ApInt> = psw
        .case_values
        .iter()
        .zip(&psw.dests)
        .filter(|(_, &d)| d != current)
        .map(|(v, _)| v)
        .collect();
    drop_switch_cases(rw, op, &sw, |_, v| remove.contains(&v))
}

// ----- registration -----

// Patterns added from functions (`hasCanonicalizeMethod`, or
// `results.add(&fn)`) have no debug name upstream; the others are named
// after their C++ type.
static ASSERT_PATTERN: FnPattern = FnPattern::new("", "cf.assert", assert_true);
static BR_PATTERN: FnPattern = FnPattern::new("", "cf.br", br_canonicalize);
static COND_BR_PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "(anonymous namespace)::SimplifyConstCondBranchPred",
        "cf.cond_br",
        simplify_const_cond_branch_pred,
    ),
    FnPattern::new(
        "(anonymous namespace)::SimplifyPassThroughCondBranch",
        "cf.cond_br",
        simplify_pass_through_cond_branch,
    ),
    FnPattern::new(
        "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
        "cf.cond_br",
        simplify_cond_branch_identical_successors,
    ),
    FnPattern::new(
        "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
        "cf.cond_br",
        simplify_cond_branch_from_cond_branch_on_same_condition,
    ),
    FnPattern::new(
        "(anonymous namespace)::CondBranchTruthPropagation",
        "cf.cond_br",
        cond_branch_truth_propagation,
    ),
    FnPattern::new(
        "(anonymous namespace)::DropUnreachableCondBranch",
        "cf.cond_br",
        drop_unreachable_cond_branch,
    ),
];
static SWITCH_PATTERNS: [FnPattern; 6] = [
    FnPattern::new("", "cf.switch", simplify_switch_with_only_default),
    FnPattern::new("", "cf.switch", drop_switch_cases_that_match_default),
    FnPattern::new("", "cf.switch", simplify_const_switch_value),
    FnPattern::new("", "cf.switch", simplify_pass_through_switch),
    FnPattern::new(
        "",
        "cf.switch",
        simplify_switch_from_switch_on_same_condition,
    ),
    FnPattern::new(
        "",
        "cf.switch",
        simplify_switch_from_default_switch_on_same_condition,
    ),
];

pub(crate) fn assert_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&ASSERT_PATTERN);
}

pub(crate) fn br_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&BR_PATTERN);
}

pub(crate) fn cond_br_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(COND_BR_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

pub(crate) fn switch_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(SWITCH_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
