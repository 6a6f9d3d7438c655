//! `LoopLikeOpInterface` for `scf.for`, `scf.forall`, `scf.parallel` and
//! `scf.while` (upstream's `SCF.cpp`), attached when the dialect is
//! registered.

use rmlir_interfaces::loop_like::{LoopBounds, LoopIterValues, LoopLike, NewYieldsFn, OpFoldValue};
use rmlir_ir::op_def::Speculatability;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{AttrKind, Context, OpId, OpView, RegionId, Value};
use smallvec::SmallVec;

/// The entry block arguments of region `i` of `op` (empty when the
/// region has no block).
fn entry_args(op: &OpView<'_>, i: usize) -> SmallVec<[Value; 4]> {
    if i >= op.num_regions() {
        return SmallVec::new();
    }
    op.region(i).entry_args().iter().copied().collect()
}

/// Region `i` of `op`, when it has one.
fn region_at(op: &OpView<'_>, i: usize) -> Option<RegionId> {
    (i < op.num_regions()).then(|| op.region(i).region)
}

/// The operand indices of ODS operand group `g` (all of them for an op
/// without groups and `g == 0`).
fn group(op: &OpView<'_>, g: usize) -> std::ops::Range<usize> {
    match op.operand_range(g) {
        Some((s, n)) => s..s + n,
        None => 0..0,
    }
}

/// Operand group `g` as values.
fn group_values(op: &OpView<'_>, g: usize) -> Vec<OpFoldValue> {
    group(op, g)
        .map(|i| OpFoldValue::Value(op.operand(i)))
        .collect()
}

/// The value of the last op of the entry block of region `i`: its
/// operands (the yielded values), if it has a block.
fn terminator_of(op: &OpView<'_>, i: usize) -> Option<rmlir_ir::OpId> {
    (i < op.num_regions())
        .then(|| op.region(i).entry_terminator())
        .flatten()
}

/// The integer a `ConstantLike` op defines `v` as (`getConstantIntValue`).
pub(crate) fn constant_int_value(op: &OpView<'_>, v: Value) -> Option<i64> {
    let def = op.defining_op(v)?;
    let value = def.def?.interfaces.constant_value?(&def)?;
    match op.ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `ForOp::getSpeculatability`: a loop stepping by 1 terminates whatever
/// its bounds, so it is as speculatable as its body.
pub(crate) fn for_speculatability(op: &OpView<'_>) -> Speculatability {
    if op.num_operands() >= 3 && constant_int_value(op, op.operand(2)) == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `scf.for`: one region, the induction variable then the iteration
/// arguments as its block's arguments, the inits after the bounds.
struct ForLoop;

impl LoopLike for ForLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        region_at(op, 0).into_iter().collect()
    }
    fn induction_vars(&self, op: &OpView<'_>) -> Option<SmallVec<[Value; 1]>> {
        entry_args(op, 0)
            .first()
            .map(|&v| SmallVec::from_elem(v, 1))
    }
    fn bounds(&self, op: &OpView<'_>) -> Option<LoopBounds> {
        if op.num_operands() < 3 {
            return None;
        }
        Some(LoopBounds {
            lower: vec![OpFoldValue::Value(op.operand(0))],
            upper: vec![OpFoldValue::Value(op.operand(1))],
            steps: vec![OpFoldValue::Value(op.operand(2))],
        })
    }
    fn iter_values(&self, op: &OpView<'_>) -> Option<LoopIterValues> {
        let args = entry_args(op, 0);
        Some(LoopIterValues {
            inits: group(op, 3).collect(),
            iter_args: args.iter().skip(1).copied().collect(),
            results: (0..op.num_results()).map(|i| op.result(i)).collect(),
            yield_op: terminator_of(op, 0),
        })
    }
    /// `ForOp::replaceWithAdditionalYields`.
    fn replace_with_additional_yields(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        new_inits: &[Value],
        replace_init_uses_in_loop: bool,
        new_yields: &mut NewYieldsFn<'_>,
    ) -> Option<OpId> {
        let view = rw.view(op);
        if view.num_operands() < 3 || view.num_regions() != 1 {
            return None;
        }
        let old_block = view.region(0).entry()?;
        let yield_op = rw.body.last_op(old_block)?;
        if !rw
            .ctx
            .op_def(rw.body.op(yield_op).name)
            .is_some_and(|d| std::ptr::eq(d, &crate::YIELD_OP))
        {
            return None;
        }
        let v = crate::ForOp(view);
        let (lb, ub, step, unsigned) =
            (v.lower_bound(), v.upper_bound(), v.step(), v.unsigned_cmp());
        let mut inits: SmallVec<[Value; 4]> = v.init_args().into_iter().collect();
        let old_args = rw.body.block_args(old_block).len();
        let old_results = rw.body.num_results(op);
        inits.extend_from_slice(new_inits);
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point(op);
        let (new_for, new_block) =
            crate::canonicalize::build_for(rw, loc, lb, ub, step, &inits, unsigned);
        // `getPrunedAttributeList`: the discardable attributes.
        let attrs = rw.body.op(op).attrs;
        rw.body.op_mut(new_for).attrs = attrs;
        let args: SmallVec<[Value; 4]> = rw.body.block_args(new_block).iter().copied().collect();
        if args.len() < old_args {
            return None;
        }
        let (kept, added) = args.split_at(old_args);
        rw.set_insertion_point(yield_op);
        let yielded = new_yields(rw, added);
        rw.modify_op_in_place(yield_op, |body| {
            for &y in &yielded {
                body.append_operand(yield_op, y);
            }
        });
        rw.inline_block_before(old_block, new_block, None, kept);
        if replace_init_uses_in_loop {
            for (&init, &arg) in new_inits.iter().zip(added) {
                rw.replace_uses_with_if(init, arg, |body, user, _| {
                    is_proper_ancestor(body, new_for, user)
                });
            }
        }
        let results: SmallVec<[Value; 4]> = rw.body.results(new_for).take(old_results).collect();
        rw.replace_op(op, &results);
        Some(new_for)
    }
}

/// Whether `user` is nested in `op` (`Operation::isProperAncestor`).
fn is_proper_ancestor(body: &rmlir_ir::Body, op: OpId, user: OpId) -> bool {
    let mut cur = body
        .parent_block(user)
        .and_then(|b| body.parent_op_of_block(b));
    while let Some(p) = cur {
        if p == op {
            return true;
        }
        cur = body
            .parent_block(p)
            .and_then(|b| body.parent_op_of_block(b));
    }
    false
}

/// `scf.forall`: induction variables then the shared outputs as block
/// arguments; bounds mixed static and dynamic.
struct ForallLoop;

impl ForallLoop {
    fn rank(op: &OpView<'_>) -> usize {
        crate::ForallOp(*op).static_lower_bound().len()
    }

    fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldValue> {
        let mut d = dynamics.iter();
        statics
            .iter()
            .filter_map(|&s| {
                if s == rmlir_ir::types::DYNAMIC {
                    d.next().map(|&v| OpFoldValue::Value(v))
                } else {
                    Some(OpFoldValue::Index(s))
                }
            })
            .collect()
    }
}

impl LoopLike for ForallLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        region_at(op, 0).into_iter().collect()
    }
    fn induction_vars(&self, op: &OpView<'_>) -> Option<SmallVec<[Value; 1]>> {
        let rank = Self::rank(op);
        Some(entry_args(op, 0).iter().take(rank).copied().collect())
    }
    fn bounds(&self, op: &OpView<'_>) -> Option<LoopBounds> {
        let v = crate::ForallOp(*op);
        Some(LoopBounds {
            lower: Self::mixed(&v.static_lower_bound(), &v.dynamic_lower_bound()),
            upper: Self::mixed(&v.static_upper_bound(), &v.dynamic_upper_bound()),
            steps: Self::mixed(&v.static_step(), &v.dynamic_step()),
        })
    }
    fn iter_values(&self, op: &OpView<'_>) -> Option<LoopIterValues> {
        let rank = Self::rank(op);
        Some(LoopIterValues {
            inits: group(op, 3).collect(),
            iter_args: entry_args(op, 0).iter().skip(rank).copied().collect(),
            results: Vec::new(),
            yield_op: None,
        })
    }
}

/// `scf.parallel`: induction variables as block arguments, no iteration
/// arguments through the interface.
struct ParallelLoop;

impl LoopLike for ParallelLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        region_at(op, 0).into_iter().collect()
    }
    fn induction_vars(&self, op: &OpView<'_>) -> Option<SmallVec<[Value; 1]>> {
        Some(entry_args(op, 0).iter().copied().collect())
    }
    fn bounds(&self, op: &OpView<'_>) -> Option<LoopBounds> {
        Some(LoopBounds {
            lower: group_values(op, 0),
            upper: group_values(op, 1),
            steps: group_values(op, 2),
        })
    }
}

/// `scf.while`: both regions run once per iteration; the "before"
/// region's arguments carry the values, which the "after" region yields.
struct WhileLoop;

impl LoopLike for WhileLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        (0..op.num_regions().min(2))
            .filter_map(|i| region_at(op, i))
            .collect()
    }
    fn iter_values(&self, op: &OpView<'_>) -> Option<LoopIterValues> {
        Some(LoopIterValues {
            inits: (0..op.num_operands()).collect(),
            iter_args: entry_args(op, 0).to_vec(),
            results: Vec::new(),
            yield_op: terminator_of(op, 1),
        })
    }
}

static FOR: ForLoop = ForLoop;
static FORALL: ForallLoop = ForallLoop;
static PARALLEL: ParallelLoop = ParallelLoop;
static WHILE: WhileLoop = WhileLoop;

/// Attaches the loops' `LoopLike` implementations.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn LoopLike>("scf.for", &FOR);
    ctx.attach_op_interface::<dyn LoopLike>("scf.forall", &FORALL);
    ctx.attach_op_interface::<dyn LoopLike>("scf.parallel", &PARALLEL);
    ctx.attach_op_interface::<dyn LoopLike>("scf.while", &WHILE);
}
