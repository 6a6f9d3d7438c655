//! `LoopLikeOpInterface` for `affine.for` and `affine.parallel`
//! (upstream's `AffineOps.cpp`), and `affine.for`'s speculatability,
//! attached when the dialect is registered.

use rmlir_interfaces::loop_like::{LoopIterValues, LoopLike};
use rmlir_ir::op_def::Speculatability;
use rmlir_ir::{AttrKind, Context, OpView, RegionId, Value};
use smallvec::SmallVec;

/// The entry block arguments of the op's single region.
fn entry_args(op: &OpView<'_>) -> SmallVec<[Value; 4]> {
    if op.num_regions() == 0 {
        return SmallVec::new();
    }
    op.region(0).entry_args().iter().copied().collect()
}

/// The op's single region, if it has one.
fn body_region(op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
    (op.num_regions() > 0)
        .then(|| op.region(0).region)
        .into_iter()
        .collect()
}

/// `affine.for`: the induction variable, then the iteration arguments.
struct ForLoop;

impl LoopLike for ForLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        body_region(op)
    }
    fn induction_vars(&self, op: &OpView<'_>) -> Option<SmallVec<[Value; 1]>> {
        entry_args(op).first().map(|&v| SmallVec::from_elem(v, 1))
    }
    fn iter_values(&self, op: &OpView<'_>) -> Option<LoopIterValues> {
        let inits = match op.operand_range(2) {
            Some((s, n)) => (s..s + n).collect(),
            None => Vec::new(),
        };
        Some(LoopIterValues {
            inits,
            iter_args: entry_args(op).iter().skip(1).copied().collect(),
            results: (0..op.num_results()).map(|i| op.result(i)).collect(),
            yield_op: (op.num_regions() > 0)
                .then(|| op.region(0).entry_terminator())
                .flatten(),
        })
    }
}

/// `affine.parallel`: one induction variable per dimension.
struct ParallelLoop;

impl LoopLike for ParallelLoop {
    fn loop_regions(&self, op: &OpView<'_>) -> SmallVec<[RegionId; 1]> {
        body_region(op)
    }
    fn induction_vars(&self, op: &OpView<'_>) -> Option<SmallVec<[Value; 1]>> {
        Some(entry_args(op).iter().copied().collect())
    }
}

/// `AffineForOp::getSpeculatability`: a loop stepping by 1 terminates
/// whatever its bounds, so it is as speculatable as its body.
fn for_speculatability(op: &OpView<'_>) -> Speculatability {
    let step = op.prop("step").and_then(|a| match op.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    if step == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `ConditionallySpeculatable`, as the op definition's hook would be.
type SpeculatabilityFn = fn(&OpView<'_>) -> Speculatability;

static FOR_SPECULATABILITY: SpeculatabilityFn = for_speculatability;
static FOR: ForLoop = ForLoop;
static PARALLEL: ParallelLoop = ParallelLoop;

/// Attaches the affine loops' `LoopLike` implementations.
pub(crate) fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    crate::control_flow::attach(ctx);
    ctx.attach_op_interface::<dyn LoopLike>("affine.for", &FOR);
    ctx.attach_op_interface::<SpeculatabilityFn>("affine.for", &FOR_SPECULATABILITY);
    ctx.attach_op_interface::<dyn LoopLike>("affine.parallel", &PARALLEL);
}
