//! `LoopLikeOpInterface` for `scf.for`, `scf.forall`, `scf.parallel` and
//! `scf.while` (upstream's `SCF.cpp`), attached when the dialect is
//! registered.

use rmlir_interfaces::loop_like::{LoopBounds, LoopIterValues, LoopLike, OpFoldValue};
use rmlir_ir::op_def::Speculatability;
use rmlir_ir::{AttrKind, Context, OpView, RegionId, Value};
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
    group(op, g).map(|i| OpFoldValue::Value(op.operand(i))).collect()
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
        entry_args(op, 0).first().map(|&v| SmallVec::from_elem(v, 1))
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
}

/// `scf.forall`: induction variables then the shared outputs as block
/// arguments; bounds mixed static and dynamic.
struct ForallLoop;

impl ForallLoop {
    fn rank(op: &OpView<'_>) -> usize {
        crate::ForallOp(op.clone()).static_lower_bound().len()
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
        let v = crate::ForallOp(op.clone());
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
