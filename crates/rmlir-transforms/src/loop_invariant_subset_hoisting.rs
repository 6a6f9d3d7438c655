//! `loop-invariant-subset-hoisting` (upstream's
//! `LoopInvariantSubsetHoisting` pass and `hoistLoopInvariantSubsets` in
//! `LoopInvariantCodeMotionUtils.cpp`): a loop whose iteration argument
//! is only extracted from and inserted into at one loop-invariant subset
//! carries that subset as an iteration argument of its own instead; the
//! extraction moves before the loop and the insertion after it.

use rmlir_interfaces::loop_like::{is_defined_outside_of_loop, LoopIterValues, LoopLike};
use rmlir_interfaces::subset::{
    operates_on_disjoint_subset, operates_on_equivalent_subset, subset_op, SubsetKind,
};
use rmlir_ir::builder::Builder;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{Body, BodyId, Context, OpId, OpRef, OpTraits, OpView, TypeKind, Value};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::licm::can_be_hoisted_if;

/// Hoists loop-invariant subset ops out of loops.
#[derive(Clone, Copy, Default)]
pub struct LoopInvariantSubsetHoisting;

impl Pass for LoopInvariantSubsetHoisting {
    fn argument(&self) -> &'static str {
        "loop-invariant-subset-hoisting"
    }
    fn name(&self) -> &'static str {
        "LoopInvariantSubsetHoisting"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant subset ops outside of the loop"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        // Innermost loops first, so what they hoist can leave the outer
        // loops too.
        let mut loops: Vec<OpRef> = Vec::new();
        rmlir_ir::walk::walk_post_order(pcx.ir, pcx.op, |o| {
            let name = pcx.ir.body(o.body).op(o.op).name;
            if ctx.op_interface::<dyn LoopLike>(name).is_some() {
                loops.push(o);
            }
        });
        for o in loops {
            let body = pcx.ir.body_mut(o.body);
            if body.is_erased(o.op) || body.parent_block(o.op).is_none() {
                continue;
            }
            let mut rw = PatternRewriter::new(Rewriter::new(Builder::new(ctx, body)), o.body, None);
            hoist_loop_invariant_subsets(&mut rw, o.op);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// A loop op with its interface.
#[derive(Copy, Clone)]
struct Loop {
    op: OpId,
    iface: &'static dyn LoopLike,
}

impl Loop {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Loop> {
        let iface = ctx.op_interface::<dyn LoopLike>(body.op(op).name)?;
        Some(Loop { op, iface })
    }

    fn values(&self, ctx: &Context, body: &Body, body_id: BodyId) -> LoopIterValues {
        let view = OpView {
            ctx,
            body,
            body_id,
            op: self.op,
            inner: None,
            owner: None,
            def: ctx.op_def(body.op(self.op).name),
        };
        self.iface.iter_values(&view).unwrap_or_default()
    }
}

/// Upstream's `hoistLoopInvariantSubsets`: each iteration argument in
/// turn, the ones hoisting adds included. Returns the final loop.
fn hoist_loop_invariant_subsets(rw: &mut PatternRewriter<'_>, op: OpId) -> OpId {
    let Some(mut lp) = Loop::of(rw.ctx, rw.body, op) else {
        return op;
    };
    let mut i = 0;
    loop {
        let values = lp.values(rw.ctx, rw.body, rw.body_id);
        if i >= values.iter_args.len() {
            break;
        }
        lp = hoist_subset_at_iter_arg(rw, lp, i);
        i += 1;
    }
    lp.op
}

/// Matching extraction and insertion ops along an iteration argument's
/// use-def chain (upstream's `MatchingSubsets`).
#[derive(Default)]
struct MatchingSubsets {
    extractions: Vec<Option<OpId>>,
    insertions: Vec<Option<OpId>>,
    all: Vec<OpId>,
}

impl MatchingSubsets {
    fn insert(&mut self, rw: &PatternRewriter<'_>, op: OpId, kind: SubsetKind) {
        self.all.push(op);
        let equivalent =
            |other: OpId| operates_on_equivalent_subset(rw.ctx, rw.body, rw.body_id, other, op);
        match kind {
            SubsetKind::Extraction { .. } => {
                for (k, ins) in self.insertions.iter().enumerate() {
                    if ins.is_some_and(equivalent) {
                        self.extractions[k] = Some(op);
                        return;
                    }
                }
                self.extractions.push(Some(op));
                self.insertions.push(None);
            }
            SubsetKind::Insertion { .. } => {
                for (k, ext) in self.extractions.iter().enumerate() {
                    if ext.is_some_and(equivalent) {
                        self.insertions[k] = Some(op);
                        return;
                    }
                }
                self.extractions.push(None);
                self.insertions.push(Some(op));
            }
        }
    }

    /// Upstream's `getHoistableSubsetOps`: the pairs whose extracted and
    /// inserted types agree and that no other subset op may overlap.
    fn hoistable(&self, rw: &PatternRewriter<'_>) -> Vec<(Option<OpId>, Option<OpId>)> {
        let disjoint = |other: OpId, op: OpId| {
            operates_on_disjoint_subset(rw.ctx, rw.body, rw.body_id, other, op)
        };
        self.extractions
            .iter()
            .zip(&self.insertions)
            .map(|(&e, &i)| (e, i))
            .filter(|&(e, i)| {
                if let (Some(e), Some(i)) = (e, i) {
                    let Some((_, SubsetKind::Insertion { source, .. })) =
                        subset_op(rw.ctx, rw.body, rw.body_id, i)
                    else {
                        return false;
                    };
                    let extracted = rw.body.value_type(rw.body.result(e, 0));
                    let inserted = rw.body.value_type(rw.body.operand(i, source));
                    if extracted != inserted {
                        return false;
                    }
                }
                self.all.iter().all(|&other| {
                    if Some(other) == e || Some(other) == i {
                        return true;
                    }
                    e.is_none_or(|e| disjoint(other, e)) && i.is_none_or(|i| disjoint(other, i))
                })
            })
            .collect()
    }

    /// Upstream's `populateSubsetOpsAtIterArg`: follows the chain of
    /// uses from iteration argument `pos` of `lp` (nested loops through
    /// their own iteration arguments) to the loop's terminator, recording
    /// the subset ops on the way. `None` when anything else uses the
    /// chain, it branches, or it does not end in the argument's own
    /// yielded operand.
    fn populate(
        &mut self,
        rw: &PatternRewriter<'_>,
        lp: Loop,
        pos: usize,
        depth: usize,
    ) -> Option<()> {
        // Nested loops nest as deep as the input does.
        if depth > 1024 {
            return None;
        }
        let values = lp.values(rw.ctx, rw.body, rw.body_id);
        let iter_arg = *values.iter_args.get(pos)?;
        let mut value = iter_arg;
        let yielded = loop {
            if let Some(u) = single_terminator_use(rw, value) {
                break u;
            }
            let mut next: Option<Value> = None;
            let uses: Vec<(OpId, u32)> = rw.body.users(value).collect();
            for (user, idx) in uses {
                if let Some(nested) = Loop::of(rw.ctx, rw.body, user) {
                    let nv = nested.values(rw.ctx, rw.body, rw.body_id);
                    let k = nv.inits.iter().position(|&i| i == idx as usize)?;
                    nv.iter_args.get(k)?;
                    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                        self.populate(rw, nested, k, depth + 1)
                    })?;
                    next = nv.results.get(k).copied();
                    continue;
                }
                let (_, kind) = subset_op(rw.ctx, rw.body, rw.body_id, user)?;
                self.insert(rw, user, kind);
                if let SubsetKind::Insertion { destination, .. } = kind {
                    // Destination-style with tensor semantics only.
                    if !has_pure_tensor_semantics(rw, user) {
                        return None;
                    }
                    // Used as the source, the whole tensor would be read.
                    if idx as usize != destination || next.is_some() {
                        return None;
                    }
                    next = Some(rw.body.result(user, 0));
                }
            }
            value = next?;
        };
        // The chain must end in this argument's yielded operand (no swap).
        let (y, k) = yielded;
        (values.yield_op == Some(y) && k as usize == pos).then_some(())
    }
}

/// The use of `v`, if it has one only and a terminator is its owner
/// (upstream's `getSingleTerminatorUse`).
fn single_terminator_use(rw: &PatternRewriter<'_>, v: Value) -> Option<(OpId, u32)> {
    let mut uses = rw.body.users(v);
    let first = uses.next()?;
    if uses.next().is_some() {
        return None;
    }
    rw.ctx
        .op_def(rw.body.op(first.0).name)
        .is_some_and(|d| d.has(OpTraits::TERMINATOR))
        .then_some(first)
}

/// `DestinationStyleOpInterface::hasPureTensorSemantics`: a
/// destination-style op none of whose operands is a memref.
fn has_pure_tensor_semantics(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let Some(def) = rw.ctx.op_def(rw.body.op(op).name) else {
        return false;
    };
    def.has(OpTraits::DESTINATION_STYLE)
        && rw.body.operands(op).all(|v| {
            !matches!(
                rw.ctx.type_kind(rw.body.value_type(v)),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
        })
}

/// Upstream's `hoistSubsetAtIterArg`: hoists the matching, invariant
/// extraction/insertion pairs on iteration argument `pos`. Returns the
/// loop, a new one when something moved.
fn hoist_subset_at_iter_arg(rw: &mut PatternRewriter<'_>, mut lp: Loop, pos: usize) -> Loop {
    let mut subsets = MatchingSubsets::default();
    if subsets.populate(rw, lp, pos, 0).is_none() {
        return lp;
    }
    for (e, i) in subsets.hoistable(rw) {
        let outside =
            |body: &Body, loop_op: OpId, v: Value| is_defined_outside_of_loop(body, loop_op, v);
        // Ops using loop-variant values stay.
        let e = e.filter(|&e| {
            let Some((_, SubsetKind::Extraction { source })) =
                subset_op(rw.ctx, rw.body, rw.body_id, e)
            else {
                return false;
            };
            can_be_hoisted_if(rw.ctx, rw.body, e, &|user, idx, v| {
                outside(rw.body, lp.op, v) || (user == e && idx == source)
            })
        });
        let i = i.filter(|&i| {
            let Some((
                _,
                SubsetKind::Insertion {
                    source,
                    destination,
                },
            )) = subset_op(rw.ctx, rw.body, rw.body_id, i)
            else {
                return false;
            };
            can_be_hoisted_if(rw.ctx, rw.body, i, &|user, idx, v| {
                outside(rw.body, lp.op, v) || (user == i && (idx == source || idx == destination))
            })
        });
        // Only pairs: a lone invariant extraction or insertion has easier
        // ways to go.
        let (Some(e), Some(i)) = (e, i) else {
            continue;
        };
        let (e_source, i_source, i_dest) = match (
            subset_op(rw.ctx, rw.body, rw.body_id, e),
            subset_op(rw.ctx, rw.body, rw.body_id, i),
        ) {
            (
                Some((_, SubsetKind::Extraction { source })),
                Some((
                    _,
                    SubsetKind::Insertion {
                        source: s,
                        destination: d,
                    },
                )),
            ) => (source, s, d),
            _ => continue,
        };
        let extracted = rw.body.result(e, 0);
        let mut new_yields =
            |rw: &mut PatternRewriter<'_>, _: &[Value]| vec![rw.body.operand(i, i_source)];
        let Some(new_op) =
            lp.iface
                .replace_with_additional_yields(rw, lp.op, &[extracted], true, &mut new_yields)
        else {
            return lp;
        };
        lp = Loop {
            op: new_op,
            iface: lp.iface,
        };
        let values = lp.values(rw.ctx, rw.body, rw.body_id);
        let (Some(&loop_result), Some(&new_loop_result), Some(&init_idx)) = (
            values.results.get(pos),
            values.results.last(),
            values.inits.get(pos),
        ) else {
            return lp;
        };
        rw.move_op_before(e, lp.op);
        rw.move_op_after(i, lp.op);
        let updated = rw.body.result(i, 0);
        let dest = rw.body.operand(i, i_dest);
        rw.replace_all_uses_with(updated, dest);
        let init = rw.body.operand(lp.op, init_idx);
        rw.modify_op_in_place(e, |body| body.set_operand(e, e_source, init));
        rw.replace_all_uses_with(loop_result, updated);
        rw.modify_op_in_place(i, |body| {
            body.set_operand(i, i_source, new_loop_result);
            body.set_operand(i, i_dest, loop_result);
        });
    }
    lp
}
