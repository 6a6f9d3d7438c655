//! Loop-like ops (upstream's `LoopLikeOpInterface`): the verification that
//! a loop's inits, region iteration arguments, yielded values and results
//! agree in number and type (`verifyLoopLikeOpInterface`), which runs with
//! the region verifiers.

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::quoted_type;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{OpView, Type};

/// A short list of types, kept inline: loops are verified by the
/// thousand, and most carry a few values.
pub type Types = smallvec::SmallVec<[Type; 4]>;

/// The value lists a loop exposes through the interface, as types.
#[derive(Clone, Debug, Default)]
pub struct LoopValues {
    /// `getInits`: the initial values of the iteration arguments.
    pub inits: Types,
    /// `getRegionIterArgs`: the region's iteration arguments.
    pub iter_args: Types,
    /// `getYieldedValues`: what the body yields to the next iteration
    /// (empty when the loop yields nothing through the interface).
    pub yielded: Types,
    /// `getLoopResults`, if the loop exposes them.
    pub results: Option<Types>,
}

/// `verifyLoopLikeOpInterface`.
pub fn verify_loop_like(op: &OpView<'_>, v: &LoopValues) -> VerifyResult {
    let ctx = op.ctx;
    if v.inits.len() != v.iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            v.inits.len(),
            v.iter_args.len()
        )));
    }
    if !v.yielded.is_empty() && v.iter_args.len() != v.yielded.len() {
        return Err(op.emit_op_error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            v.iter_args.len(),
            v.yielded.len()
        )));
    }
    if let Some(results) = &v.results {
        if results.len() != v.iter_args.len() {
            return Err(op.emit_op_error(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                v.iter_args.len()
            )));
        }
    }
    for (i, (&init, &arg)) in v.inits.iter().zip(&v.iter_args).enumerate() {
        if init != arg {
            return Err(op.emit_op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted_type(ctx, init),
                quoted_type(ctx, arg)
            )));
        }
        if let Some(&y) = v.yielded.get(i) {
            if arg != y {
                return Err(op.emit_op_error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted_type(ctx, arg),
                    quoted_type(ctx, y)
                )));
            }
        }
    }
    if let Some(results) = &v.results {
        // Upstream reports every mismatch here as index 0.
        for (&arg, &res) in v.iter_args.iter().zip(results) {
            if arg != res {
                return Err(op.emit_op_error(format!(
                    "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                    quoted_type(ctx, arg),
                    quoted_type(ctx, res)
                )));
            }
        }
    }
    Ok(())
}

/// `LoopLikeOpInterface` as passes query it (loop-invariant code motion,
/// loop canonicalization). A dialect implements it for its loops and
/// attaches it to them (`Context::attach_op_interface::<dyn LoopLike>`).
pub trait LoopLike: Sync {
    /// `getLoopRegions`: the regions that run once per iteration.
    fn loop_regions(&self, op: &OpView<'_>) -> smallvec::SmallVec<[rmlir_ir::RegionId; 1]>;

    /// `getLoopInductionVars`: the induction variables, if the loop has
    /// them.
    fn induction_vars(&self, _op: &OpView<'_>) -> Option<smallvec::SmallVec<[rmlir_ir::Value; 1]>> {
        None
    }

    /// `getLoopLowerBounds`, `getLoopUpperBounds`, `getLoopSteps`: values
    /// (or constants folded into the op) per induction variable.
    fn bounds(&self, _op: &OpView<'_>) -> Option<LoopBounds> {
        None
    }

    /// `getInitsMutable`, `getRegionIterArgs`, `getYieldedValuesMutable`,
    /// `getLoopResults` as values.
    fn iter_values(&self, _op: &OpView<'_>) -> Option<LoopIterValues> {
        None
    }

    /// `replaceWithAdditionalYields`: replaces the loop `op` by a new one
    /// carrying `new_inits` as extra iteration arguments, yielding what
    /// `new_yields` makes (called before the terminator, with the new
    /// block arguments); with `replace_init_uses_in_loop`, uses of
    /// `new_inits` inside the loop become the new arguments. Returns the
    /// new loop, or `None` when the loop cannot (upstream's default).
    fn replace_with_additional_yields(
        &self,
        _rw: &mut PatternRewriter<'_>,
        _op: rmlir_ir::OpId,
        _new_inits: &[rmlir_ir::Value],
        _replace_init_uses_in_loop: bool,
        _new_yields: &mut NewYieldsFn<'_>,
    ) -> Option<rmlir_ir::OpId> {
        None
    }
}

/// Makes the values a loop yields for its new iteration arguments, given
/// those arguments (upstream's `NewYieldValuesFn`); the rewriter's
/// insertion point is before the loop's terminator.
pub type NewYieldsFn<'f> =
    dyn FnMut(&mut PatternRewriter<'_>, &[rmlir_ir::Value]) -> Vec<rmlir_ir::Value> + 'f;

/// Bounds of a loop, per induction variable: an SSA value, or a constant
/// the op holds.
#[derive(Clone, Debug, Default)]
pub struct LoopBounds {
    /// Lower bounds.
    pub lower: Vec<OpFoldValue>,
    /// Upper bounds.
    pub upper: Vec<OpFoldValue>,
    /// Steps.
    pub steps: Vec<OpFoldValue>,
}

/// An SSA value or a constant (upstream's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldValue {
    /// A value.
    Value(rmlir_ir::Value),
    /// A constant attribute.
    Attr(rmlir_ir::Attribute),
    /// A static index the op holds (`scf.forall`'s static bounds).
    Index(i64),
}

/// The values a loop carries from one iteration to the next.
#[derive(Clone, Debug, Default)]
pub struct LoopIterValues {
    /// The operands giving the first iteration's values, by operand index.
    pub inits: Vec<usize>,
    /// The block arguments receiving them.
    pub iter_args: Vec<rmlir_ir::Value>,
    /// The results the last iteration's values become (empty when the
    /// loop does not expose them, upstream's `std::nullopt`).
    pub results: Vec<rmlir_ir::Value>,
    /// The terminator whose operands are the values yielded to the next
    /// iteration (`getYieldedValuesMutable`), if the loop has one.
    pub yield_op: Option<rmlir_ir::OpId>,
}

/// Whether `v` is defined outside the loop `op` (upstream's default
/// `isDefinedOutsideOfLoop`: not by the loop or an op nested in it).
pub fn is_defined_outside_of_loop(
    body: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    v: rmlir_ir::Value,
) -> bool {
    let block = match body.value_def(v) {
        // The loop's own results are outside it, as upstream's
        // `!isAncestor(value.getParentRegion()->getParentOp())` says.
        rmlir_ir::ValueDef::Result { op: d, .. } => body.parent_block(d),
        rmlir_ir::ValueDef::BlockArg { block, .. } => Some(block),
    };
    let mut cur = block.and_then(|b| body.parent_op_of_block(b));
    while let Some(p) = cur {
        if p == op {
            return false;
        }
        cur = body.parent_op(p);
    }
    true
}
