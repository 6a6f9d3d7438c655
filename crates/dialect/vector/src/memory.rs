//! Folds and canonicalization patterns of the vector memory ops other
//! than transfers (`VectorOps.cpp`, mlir-opt 22): casts folded into
//! loads and stores, and masked loads, stores, gathers, scatters,
//! expanding loads and compressing stores under constant masks.

use rmlir_ir::op_def::{Fold, FoldCtx};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpId, Value};

use crate::reduction::{mask_format, MaskFormat};

/// `LoadOp::fold`, `StoreOp::fold`, `MaskedLoadOp::fold`,
/// `MaskedStoreOp::fold`, ...: `memref.cast`s folded in.
pub(crate) fn fold_memref_casts(f: &mut FoldCtx<'_>) -> Fold {
    if rmlir_memref::fold::fold_memref_cast(f.ctx, f.body, f.op, None) {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// The memory operands of a masked op: its base and indices (operand
/// groups 0 and 1 of every one of these ops) and its last operand (the
/// pass-through or the value stored); the mask comes before it.
struct Masked {
    base: Value,
    indices: Vec<Value>,
    last: Value,
}

fn masked(op: OpId, rw: &PatternRewriter<'_>) -> Option<(Masked, MaskFormat)> {
    let view = rw.view(op);
    let base = *view.operand_group(0).first()?;
    let indices = view.operand_group(1).to_vec();
    let n = rw.body.operand_count(op);
    if n < indices.len() + 3 {
        return None;
    }
    let mask = rw.body.operand(op, n - 2);
    let last = rw.body.operand(op, n - 1);
    let format = mask_format(rw.ctx, rw.body, rw.body_id, mask);
    Some((
        Masked {
            base,
            indices,
            last,
        },
        format,
    ))
}

/// What an all-true mask turns an op into.
#[derive(Copy, Clone)]
enum WhenAllTrue {
    Load,
    Store,
    Keep,
}

/// `MaskedLoadFolder`, `MaskedStoreFolder`, `ExpandLoadFolder`,
/// `CompressStoreFolder`, `GatherFolder`, `ScatterFolder`: all-true masks
/// make plain loads and stores (for the ops that have one), all-false
/// loads are their pass-through and all-false stores do nothing.
fn fold_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>, all_true: WhenAllTrue) -> bool {
    let Some((m, format)) = masked(op, rw) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    match (format, all_true) {
        (MaskFormat::AllTrue, WhenAllTrue::Load) => {
            let ty = rw.body.value_type(rw.body.result(op, 0));
            // As upstream's builder, which sets `nontemporal` explicitly.
            let nontemporal = Some(rw.ctx.bool_attr(false));
            let new =
                crate::LoadOp::build(rw, loc, ty, m.base, &m.indices, nontemporal, None).result();
            rw.replace_op(op, &[new]);
            true
        }
        (MaskFormat::AllTrue, WhenAllTrue::Store) => {
            let nontemporal = Some(rw.ctx.bool_attr(false));
            crate::StoreOp::build(rw, loc, m.last, m.base, &m.indices, nontemporal, None);
            rw.erase_op(op);
            true
        }
        (MaskFormat::AllFalse, _) => match rw.body.num_results(op) {
            0 => {
                rw.erase_op(op);
                true
            }
            1 if !matches!(all_true, WhenAllTrue::Store) => {
                rw.replace_op(op, &[m.last]);
                true
            }
            _ => false,
        },
        _ => false,
    }
}

fn loads(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_constant_mask(op, rw, WhenAllTrue::Load)
}

fn stores(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_constant_mask(op, rw, WhenAllTrue::Store)
}

fn gathers(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_constant_mask(op, rw, WhenAllTrue::Keep)
}

static MASKED_LOAD_FOLDER: FnPattern =
    FnPattern::new("MaskedLoadFolder", "vector.maskedload", loads);
static MASKED_STORE_FOLDER: FnPattern =
    FnPattern::new("MaskedStoreFolder", "vector.maskedstore", stores);
static EXPAND_LOAD_FOLDER: FnPattern =
    FnPattern::new("ExpandLoadFolder", "vector.expandload", loads);
static COMPRESS_STORE_FOLDER: FnPattern =
    FnPattern::new("CompressStoreFolder", "vector.compressstore", stores);
static GATHER_FOLDER: FnPattern = FnPattern::new("GatherFolder", "vector.gather", gathers);
static SCATTER_FOLDER: FnPattern = FnPattern::new("ScatterFolder", "vector.scatter", gathers);

pub(crate) fn masked_load_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&MASKED_LOAD_FOLDER);
}
pub(crate) fn masked_store_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&MASKED_STORE_FOLDER);
}
pub(crate) fn expand_load_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&EXPAND_LOAD_FOLDER);
}
pub(crate) fn compress_store_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&COMPRESS_STORE_FOLDER);
}
pub(crate) fn gather_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&GATHER_FOLDER);
}
pub(crate) fn scatter_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&SCATTER_FOLDER);
}
