//! `scf-for-loop-canonicalization` (upstream's `LoopCanonicalization.cpp`):
//! cross-dialect patterns that are not canonicalizations because of the
//! dependencies they would add. `tensor.dim`/`memref.dim` of a loop's
//! iteration argument or result read the loop's init instead, when the
//! loop provably keeps the shape.
//!
//! Not yet here: upstream's `affine.min`/`affine.max` simplification in
//! loops with known ranges (`canonicalizeMinMaxOpInLoop`), which needs
//! the Presburger constraint library (`FlatAffineValueConstraints`).

use std::sync::Arc;

use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpDef, OpId, Value, ValueDef};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

use crate::{FOR_OP, YIELD_OP};

/// Canonicalizes ops within `scf.for` loop bodies.
#[derive(Clone, Default)]
pub struct ForLoopCanonicalization {
    patterns: Option<Arc<FrozenPatternSet>>,
}

static PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "AffineOpSCFCanonicalizationPattern<affine::AffineMinOp>",
        "affine.min",
        |op, rw| super::min_max::canonicalize_min_max_in_loop(rw, op, true),
    ),
    FnPattern::new(
        "AffineOpSCFCanonicalizationPattern<affine::AffineMaxOp>",
        "affine.max",
        |op, rw| super::min_max::canonicalize_min_max_in_loop(rw, op, false),
    ),
    FnPattern::new(
        "DimOfIterArgFolder<tensor::DimOp>",
        "tensor.dim",
        dim_of_iter_arg,
    ),
    FnPattern::new(
        "DimOfIterArgFolder<memref::DimOp>",
        "memref.dim",
        dim_of_iter_arg,
    ),
    FnPattern::new(
        "DimOfLoopResultFolder<tensor::DimOp>",
        "tensor.dim",
        dim_of_loop_result,
    ),
    FnPattern::new(
        "DimOfLoopResultFolder<memref::DimOp>",
        "memref.dim",
        dim_of_loop_result,
    ),
];

impl Pass for ForLoopCanonicalization {
    fn argument(&self) -> &'static str {
        "scf-for-loop-canonicalization"
    }
    fn name(&self) -> &'static str {
        "SCFForLoopCanonicalization"
    }
    fn description(&self) -> &'static str {
        "Canonicalize operations within scf.for loop bodies"
    }

    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let patterns: Vec<&'static dyn RewritePattern> = PATTERNS
            .iter()
            .map(|p| p as &'static dyn RewritePattern)
            .collect();
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("patterns initialized"));
        let threads = pcx.threads();
        let result = apply_patterns_greedily_to_op(
            pcx.ctx,
            pcx.ir,
            pcx.op,
            &patterns,
            &GreedyRewriteConfig::default(),
            threads,
        );
        // Upstream fails the pass when the driver does not converge.
        if !result.converged {
            return Err(PassFailure);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn is_a(rw: &PatternRewriter<'_>, op: OpId, def: &'static OpDef) -> bool {
    rw.ctx
        .op_def(rw.body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// The `scf.yield` ending `for_op`'s body, if it has one.
fn for_yield(rw: &PatternRewriter<'_>, for_op: OpId) -> Option<OpId> {
    let region = rw.body.local_regions(for_op).next()?;
    let block = rw.body.first_block(region)?;
    let term = rw.body.last_op(block)?;
    is_a(rw, term, &YIELD_OP).then_some(term)
}

/// The iteration argument `arg` of `for_op`'s body (after the induction
/// variable).
fn iter_arg(rw: &PatternRewriter<'_>, for_op: OpId, arg: usize) -> Option<Value> {
    let region = rw.body.local_regions(for_op).next()?;
    let block = rw.body.first_block(region)?;
    rw.body.block_args(block).get(arg + 1).copied()
}

/// The init of iteration argument `arg` of `for_op`.
fn init_arg(rw: &PatternRewriter<'_>, for_op: OpId, arg: usize) -> Option<Value> {
    let n = rw.body.operand_count(for_op);
    (3 + arg < n).then(|| rw.body.operand(for_op, 3 + arg))
}

/// Upstream's `isShapePreserving`: the value `for_op` yields for its
/// iteration argument `arg` is that argument, through `tensor.insert_slice`
/// destinations and shape-preserving nested `scf.for` loops.
fn is_shape_preserving(rw: &PatternRewriter<'_>, for_op: OpId, arg: usize) -> bool {
    let Some(y) = for_yield(rw, for_op) else {
        return false;
    };
    if arg >= rw.body.operand_count(y) || arg >= rw.body.num_results(for_op) {
        return false;
    }
    let Some(target) = iter_arg(rw, for_op, arg) else {
        return false;
    };
    let mut value = rw.body.operand(y, arg);
    loop {
        if value == target {
            return true;
        }
        let ValueDef::Result { op, index } = rw.body.value_def(value) else {
            return false;
        };
        let next = if is_a(rw, op, &rmlir_tensor::INSERT_SLICE_OP) {
            Some(rw.body.operand(op, 1))
        } else if is_a(rw, op, &FOR_OP) {
            // Nested loops nest as deep as the input does.
            let preserving = stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                is_shape_preserving(rw, op, index as usize)
            });
            if preserving {
                init_arg(rw, op, index as usize)
            } else {
                None
            }
        } else {
            None
        };
        match next {
            Some(v) => value = v,
            None => return false,
        }
    }
}

/// Points the dim op `op` at `source`.
fn set_source(rw: &mut PatternRewriter<'_>, op: OpId, source: Value) {
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, source));
}

/// `DimOfIterArgFolder`: `dim %arg` of a shape-preserving loop's iteration
/// argument is `dim` of its init.
fn dim_of_iter_arg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) == 0 {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let ValueDef::BlockArg { block, index } = rw.body.value_def(source) else {
        return false;
    };
    let Some(for_op) = rw.body.parent_op_of_block(block) else {
        return false;
    };
    // The induction variable is no iteration argument.
    if !is_a(rw, for_op, &FOR_OP) || index == 0 {
        return false;
    }
    let arg = index as usize - 1;
    if !is_shape_preserving(rw, for_op, arg) {
        return false;
    }
    let Some(init) = init_arg(rw, for_op, arg) else {
        return false;
    };
    set_source(rw, op, init);
    true
}

/// `DimOfLoopResultFolder`: `dim` of a shape-preserving loop's result is
/// `dim` of its init.
fn dim_of_loop_result(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) == 0 {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let ValueDef::Result { op: for_op, index } = rw.body.value_def(source) else {
        return false;
    };
    if !is_a(rw, for_op, &FOR_OP) || !is_shape_preserving(rw, for_op, index as usize) {
        return false;
    }
    let Some(init) = init_arg(rw, for_op, index as usize) else {
        return false;
    };
    set_source(rw, op, init);
    true
}
