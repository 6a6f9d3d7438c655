//! `affine.if`: its condition composed and canonicalized with its
//! operands (`AffineIfOp::fold`), an else block that only yields dropped
//! (`SimplifyDeadElse`), and conditions always true or false inlined
//! (`AlwaysTrueOrFalseIf`).

use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::op_def::{Fold, FoldCtx};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, OpId, Value};
use smallvec::SmallVec;

use super::maps::Values;
use super::{push_all, with_prop};

fn condition(view: &rmlir_ir::OpView<'_>) -> Option<IntegerSet> {
    match view.ctx.attr_kind(view.prop("condition")?) {
        AttrKind::IntegerSet(s) => Some((**s).clone()),
        _ => None,
    }
}

/// `AffineIfOp::fold`: `composeSetAndOperands`, then
/// `canonicalizeSetAndOperands`.
pub(crate) fn fold_if(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    let Some(old) = condition(&view) else {
        return Fold::Failure;
    };
    let old_operands: Vec<Value> = f.body.operands(f.op).collect();
    if old.num_inputs() as usize != old_operands.len() {
        return Fold::Failure;
    }
    let mut set = old.clone();
    let mut operands = old_operands.clone();
    let mut values = Values::new(&view);
    if values.any_apply(&operands) {
        let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone());
        values.compose(&mut map, &mut operands);
        set = IntegerSet::new(
            map.num_dims,
            map.num_symbols,
            map.results,
            set.eq_flags.clone(),
        );
    }
    values.canonicalize(&mut set, &mut operands);
    drop(values);
    if set == old && operands == old_operands {
        return Fold::Failure;
    }
    let ctx = f.ctx;
    let props = f.body.op(f.op).properties();
    let props = with_prop(
        ctx,
        props,
        &[(
            "condition",
            ctx.intern_attr(AttrKind::IntegerSet(Box::new(set))),
        )],
    );
    f.body.set_operands(f.op, &operands);
    f.body.op_mut(f.op).set_properties(Some(props));
    Fold::InPlace
}

fn regions(rw: &PatternRewriter<'_>, op: OpId) -> (rmlir_ir::RegionId, rmlir_ir::RegionId) {
    let mut rs = rw.body.local_regions(op);
    let then = rs.next().expect("affine.if has two regions");
    let els = rs.next().expect("affine.if has two regions");
    (then, els)
}

/// `SimplifyDeadElse`: an else block holding only its yield goes away
/// when the `affine.if` has no results.
fn simplify_dead_else(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.num_results(op) != 0 || rw.body.local_regions(op).count() != 2 {
        return false;
    }
    let (_, els) = regions(rw, op);
    let Some(block) = rw.body.first_block(els) else {
        return false;
    };
    let first = rw.body.first_op(block);
    if first.is_none() || first != rw.body.last_op(block) {
        return false;
    }
    rw.erase_block(block);
    rw.modify_op_in_place(op, |_| ());
    true
}

/// `AlwaysTrueOrFalseIf`: for the empty set the else block (or nothing),
/// for `0 == 0` the then block, is inlined in place of the op.
fn always_true_or_false_if(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let view = rw.view(op);
    let Some(set) = condition(&view) else {
        return false;
    };
    if rw.body.local_regions(op).count() != 2 {
        return false;
    }
    let (then, els) = regions(rw, op);
    let block = if set.is_empty_integer_set() {
        let has_else = rw.body.first_block(els).is_some();
        if rw.body.num_results(op) == 0 && !has_else {
            rw.erase_op(op);
            return true;
        }
        match rw.body.first_block(els) {
            Some(b) => b,
            None => return false,
        }
    } else if set.num_equalities() == 1
        && set.num_inequalities() == 0
        && set.constraints[0] == AffineExpr::Constant(0)
    {
        match rw.body.first_block(then) {
            Some(b) => b,
            None => return false,
        }
    } else {
        return false;
    };
    let Some(term) = rw.body.last_op(block) else {
        return false;
    };
    let results: SmallVec<[Value; 4]> = rw.body.operands(term).collect();
    if results.len() != rw.body.num_results(op) {
        return false;
    }
    let parent = rw.body.parent_block(op).expect("op in a block");
    rw.inline_block_before(block, parent, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

static IF_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::SimplifyDeadElse",
        "affine.if",
        simplify_dead_else,
    ),
    FnPattern::new(
        "(anonymous namespace)::AlwaysTrueOrFalseIf",
        "affine.if",
        always_true_or_false_if,
    ),
];

pub(crate) fn if_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &IF_PATTERNS);
}
