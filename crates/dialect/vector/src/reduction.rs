//! Canonicalization of reductions and of `vector.mask` (`VectorOps.cpp`,
//! mlir-opt 22): reductions over unit dimensions become extracts and
//! scalar arithmetic, empty masks go away, all-true masks are dropped.

use rmlir_arith::ops as arith;
use rmlir_ir::common_folders::{dense_element_attrs, value_constant};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, Body, BodyId, Context, Location, OpId, Type, TypeKind, Value, ValueDef};
use rmlir_rewrite::fold::create_or_fold;

use crate::attrs::kind_of;
use crate::fold::{defining, is_op, prop_i64s};
use crate::{vector_parts, vector_type, MASK_OP};

/// The `vector.mask` an op sits in (`MaskableOpInterface::getMaskingOp`).
pub(crate) fn masking_op(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    body.parent_op(op)
        .filter(|&p| is_op(ctx, body, p, &MASK_OP))
}

/// `MaskFormat`: what a mask value is known to be.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// `getMaskFormat`: looks through constants, `constant_mask` and
/// `create_mask` ops.
pub(crate) fn mask_format(ctx: &Context, body: &Body, body_id: BodyId, mask: Value) -> MaskFormat {
    let ValueDef::Result { op, .. } = body.value_def(mask) else {
        return MaskFormat::Unknown;
    };
    if is_op(ctx, body, op, &crate::CONSTANT_MASK_OP) {
        let sizes = prop_i64s(ctx, body, op, "mask_dim_sizes").unwrap_or_default();
        let shape = vector_parts(ctx, body.value_type(mask)).map_or(&[][..], |(s, _, _)| s);
        let all_true = sizes.iter().zip(shape).all(|(&m, &d)| m >= d);
        let all_false = sizes.iter().all(|&m| m <= 0);
        return if all_true {
            MaskFormat::AllTrue
        } else if all_false {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    if is_op(ctx, body, op, &crate::CREATE_MASK_OP) {
        // An all-true create_mask needs every size constant, and then it
        // becomes a constant_mask first.
        let all_false = body.operands(op).any(|v| {
            defining(ctx, body, v, &arith::CONSTANT_OP)
                .and_then(|_| value_constant(ctx, body, body_id, v))
                .and_then(|a| ctx.int_value(a))
                .is_some_and(|n| n <= 0)
        });
        return if all_false {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    if defining(ctx, body, mask, &arith::CONSTANT_OP).is_none() {
        return MaskFormat::Unknown;
    }
    let Some(values) =
        value_constant(ctx, body, body_id, mask).and_then(|a| dense_element_attrs(ctx, a))
    else {
        return MaskFormat::Unknown;
    };
    let bits: Vec<Option<i64>> = values.iter().map(|&a| ctx.int_value(a)).collect();
    if bits.is_empty() {
        MaskFormat::Unknown
    } else if bits.iter().all(|b| b.is_some_and(|b| b != 0)) {
        MaskFormat::AllTrue
    } else if bits.iter().all(|&b| b == Some(0)) {
        MaskFormat::AllFalse
    } else {
        MaskFormat::Unknown
    }
}

/// `ExtractOp::create(b, loc, source)`: the element at position zero of
/// every dimension.
pub(crate) fn extract_first(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
) -> Option<Value> {
    let (shape, _, elem) = vector_parts(rw.ctx, rw.body.value_type(source))?;
    let zeros = vec![0i64; shape.len()];
    let pos = rw.ctx.dense_i64_array_attr(&zeros);
    Some(crate::ExtractOp::build(rw, loc, elem, source, &[], pos).result())
}

fn elem_type(ctx: &Context, t: Type) -> Type {
    vector_parts(ctx, t).map_or(t, |(_, _, e)| e)
}

/// `vector::makeArithReduction`: combines `v1` and `acc` with the
/// arithmetic op of `kind` (folded when it can be), and keeps `acc` where
/// `mask` is false.
pub(crate) fn make_arith_reduction(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    kind: i64,
    v1: Value,
    acc: Value,
    fastmath: Option<Attribute>,
    mask: Option<Value>,
) -> Option<Value> {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(v1);
    let is_float = matches!(ctx.type_kind(elem_type(ctx, ty)), TypeKind::Float(_));
    let fm = fastmath;
    let result = match kind {
        0 if is_float => {
            create_or_fold(rw, |rw| arith::AddFOp::build(rw, loc, ty, v1, acc, fm).id())
        }
        0 => create_or_fold(rw, |rw| {
            arith::AddIOp::build(rw, loc, ty, v1, acc, None).id()
        }),
        1 if is_float => {
            create_or_fold(rw, |rw| arith::MulFOp::build(rw, loc, ty, v1, acc, fm).id())
        }
        1 => create_or_fold(rw, |rw| {
            arith::MulIOp::build(rw, loc, ty, v1, acc, None).id()
        }),
        2 => create_or_fold(rw, |rw| arith::MinUIOp::build(rw, loc, ty, v1, acc).id()),
        3 => create_or_fold(rw, |rw| arith::MinSIOp::build(rw, loc, ty, v1, acc).id()),
        4 => create_or_fold(rw, |rw| {
            arith::MinNumFOp::build(rw, loc, ty, v1, acc, fm).id()
        }),
        5 => create_or_fold(rw, |rw| arith::MaxUIOp::build(rw, loc, ty, v1, acc).id()),
        6 => create_or_fold(rw, |rw| arith::MaxSIOp::build(rw, loc, ty, v1, acc).id()),
        7 => create_or_fold(rw, |rw| {
            arith::MaxNumFOp::build(rw, loc, ty, v1, acc, fm).id()
        }),
        8 => create_or_fold(rw, |rw| arith::AndIOp::build(rw, loc, ty, v1, acc).id()),
        9 => create_or_fold(rw, |rw| arith::OrIOp::build(rw, loc, ty, v1, acc).id()),
        10 => create_or_fold(rw, |rw| arith::XOrIOp::build(rw, loc, ty, v1, acc).id()),
        11 => create_or_fold(rw, |rw| {
            arith::MinimumFOp::build(rw, loc, ty, v1, acc, fm).id()
        }),
        12 => create_or_fold(rw, |rw| {
            arith::MaximumFOp::build(rw, loc, ty, v1, acc, fm).id()
        }),
        _ => return None,
    };
    Some(match mask {
        // `selectPassthru`.
        Some(m) => arith::SelectOp::build(rw, loc, ty, m, result, acc).result(),
        None => result,
    })
}

/// Whether `kind` applies to elements of type `elem` (what the builders
/// of `make_arith_reduction` accept).
fn kind_fits(ctx: &Context, kind: i64, elem: Type) -> bool {
    let float = matches!(ctx.type_kind(elem), TypeKind::Float(_));
    let int = matches!(
        ctx.type_kind(elem),
        TypeKind::Integer { .. } | TypeKind::Index
    );
    match kind {
        0 | 1 => float || int,
        4 | 7 | 11 | 12 => float,
        2 | 3 | 5 | 6 | 8 | 9 | 10 => int,
        _ => false,
    }
}

/// The op a masked op's rewrite replaces (the `vector.mask` around it, if
/// any) and the mask; the insertion point goes before that op.
fn root_and_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> (OpId, Option<Value>) {
    match masking_op(rw.ctx, rw.body, op) {
        Some(m) => {
            rw.set_insertion_point(m);
            (m, Some(rw.body.operand(m, 0)))
        }
        None => (op, None),
    }
}

fn kind_prop(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let p = body.op(op).properties()?;
    kind_of(ctx, ctx.dictionary_get(p, b"kind")?)
}

/// `ElideSingleElementReduction`: reducing one element is extracting it
/// (combined with the accumulator).
fn elide_single_element_reduction(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 || rw.body.operand_count(op) == 0 {
        return false;
    }
    let vector = rw.body.operand(op, 0);
    let Some((shape, _, elem)) = vector_parts(ctx, rw.body.value_type(vector)) else {
        return false;
    };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let Some(kind) = kind_prop(ctx, rw.body, op) else {
        return false;
    };
    let acc = (rw.body.operand_count(op) > 1).then(|| rw.body.operand(op, 1));
    if acc.is_some() && !kind_fits(ctx, kind, elem) {
        return false;
    }
    let fastmath = rw
        .body
        .op(op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"fastmath"));
    let loc = rw.body.op(op).loc;
    let (root, mask) = root_and_mask(op, rw);
    let mask = match mask {
        Some(m) => match extract_first(rw, loc, m) {
            Some(m) => Some(m),
            None => return false,
        },
        None => None,
    };
    let Some(mut result) = extract_first(rw, loc, vector) else {
        return false;
    };
    if let Some(acc) = acc {
        match make_arith_reduction(rw, loc, kind, result, acc, fastmath, mask) {
            Some(r) => result = r,
            None => return false,
        }
    }
    rw.replace_op(root, &[result]);
    true
}

static ELIDE_SINGLE_ELEMENT_REDUCTION: FnPattern = FnPattern::new(
    "ElideSingleElementReduction",
    "vector.reduction",
    elide_single_element_reduction,
);

pub(crate) fn reduction_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&ELIDE_SINGLE_ELEMENT_REDUCTION);
}

/// `ElideUnitDimsInMultiDimReduction`: reducing only unit dimensions is
/// a `shape_cast` (or an extract) combined with the accumulator.
fn elide_unit_dims_multi_reduction(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 || rw.body.operand_count(op) != 2 {
        return false;
    }
    let (source, acc) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let Some((shape, _, elem)) = vector_parts(ctx, rw.body.value_type(source)) else {
        return false;
    };
    let dims = prop_i64s(ctx, rw.body, op, "reduction_dims").unwrap_or_default();
    if shape
        .iter()
        .enumerate()
        .any(|(i, &d)| d != 1 && dims.contains(&(i as i64)))
    {
        return false;
    }
    let Some(kind) = kind_prop(ctx, rw.body, op).filter(|&k| kind_fits(ctx, k, elem)) else {
        return false;
    };
    let dest_ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let (root, mut mask) = root_and_mask(op, rw);
    let cast = match vector_parts(ctx, dest_ty) {
        Some((dshape, dscalable, _)) => {
            if let Some(m) = mask {
                let mask_ty = vector_type(ctx, dshape, dscalable, ctx.int_type(1));
                mask = Some(crate::ShapeCastOp::build(rw, loc, mask_ty, m).result());
            }
            crate::ShapeCastOp::build(rw, loc, dest_ty, source).result()
        }
        None => {
            if let Some(m) = mask {
                mask = extract_first(rw, loc, m);
            }
            match extract_first(rw, loc, source) {
                Some(v) => v,
                None => return false,
            }
        }
    };
    let Some(result) = make_arith_reduction(rw, loc, kind, acc, cast, None, mask) else {
        return false;
    };
    rw.replace_op(root, &[result]);
    true
}

static ELIDE_UNIT_DIMS_MULTI_REDUCTION: FnPattern = FnPattern::new(
    "ElideUnitDimsInMultiDimReduction",
    "vector.multi_reduction",
    elide_unit_dims_multi_reduction,
);

pub(crate) fn multi_reduction_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&ELIDE_UNIT_DIMS_MULTI_REDUCTION);
}

// ----- vector.mask -----

/// The terminator of a `vector.mask` whose body holds nothing else.
fn empty_mask_yield(body: &Body, op: OpId) -> Option<OpId> {
    let region = body.local_regions(op).next()?;
    let block = body.first_block(region)?;
    let first = body.first_op(block)?;
    (body.last_op(block) == Some(first)).then_some(first)
}

/// `MaskOp::fold`: an empty mask without passthru is what it yields; under
/// an all-true mask the masked op needs no mask.
pub(crate) fn fold_mask(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let has_passthru = f.body.operand_count(f.op) > 1;
    if let Some(y) = empty_mask_yield(f.body, f.op) {
        if has_passthru || f.body.num_results(f.op) == 0 {
            return Fold::Failure;
        }
        let values: Vec<Value> = f.body.operands(y).collect();
        if values.len() != f.body.num_results(f.op) {
            return Fold::Failure;
        }
        return Fold::Results(values.into_iter().map(FoldResult::Value).collect());
    }
    let mask = f.body.operand(f.op, 0);
    if mask_format(ctx, f.body, f.body_id, mask) != MaskFormat::AllTrue {
        return Fold::Failure;
    }
    let Some(region) = f.body.local_regions(f.op).next() else {
        return Fold::Failure;
    };
    let Some(block) = f.body.first_block(region) else {
        return Fold::Failure;
    };
    let (Some(maskable), Some(term)) = (f.body.first_op(block), f.body.last_op(block)) else {
        return Fold::Failure;
    };
    if f.body.next_op(maskable) != Some(term) {
        return Fold::Failure;
    }
    let results: Vec<Value> = f.body.results(maskable).collect();
    if results.len() != f.body.num_results(f.op) {
        return Fold::Failure;
    }
    f.body.set_operands(term, &[]);
    f.body.move_op_before(maskable, f.op);
    if results.is_empty() {
        return Fold::InPlace;
    }
    Fold::Results(results.into_iter().map(FoldResult::Value).collect())
}

/// `CanonializeEmptyMaskOp`: an empty mask with a passthru selects
/// between the yielded value and the passthru.
fn empty_mask_with_passthru(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 2 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(y) = empty_mask_yield(rw.body, op) else {
        return false;
    };
    if rw.body.operand_count(y) != 1 {
        return false;
    }
    let (mask, passthru, yielded) = (
        rw.body.operand(op, 0),
        rw.body.operand(op, 1),
        rw.body.operand(y, 0),
    );
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = arith::SelectOp::build(rw, loc, ty, mask, yielded, passthru).result();
    rw.replace_op(op, &[new]);
    true
}

static EMPTY_MASK_WITH_PASSTHRU: FnPattern = FnPattern::new(
    "CanonializeEmptyMaskOp",
    "vector.mask",
    empty_mask_with_passthru,
);

pub(crate) fn mask_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&EMPTY_MASK_WITH_PASSTHRU);
}
