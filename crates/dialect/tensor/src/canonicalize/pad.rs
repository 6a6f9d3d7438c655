//! Patterns of `tensor.pad`: `FoldStaticZeroPadding`,
//! `FoldSourceTensorCast`, `FoldTargetTensorCast`,
//! `FoldOrthogonalPaddings`, `FoldStaticPadding` and
//! `FoldConsecutiveConstantPadding`.

use rmlir_interfaces::view_like::{mixed_values, OpFoldResult};
use rmlir_ir::body::IrMapping;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attribute, OpId, Type, Value, ValueDef};

use super::*;
use crate::fold::mixed_lists;

struct Pad {
    source: Value,
    low: Vec<OpFoldResult>,
    high: Vec<OpFoldResult>,
    nofold: bool,
}

fn read_pad(rw: &PatternRewriter<'_>, op: OpId) -> Pad {
    let view = rw.view(op);
    let arr = |name: &str| {
        view.prop(name)
            .and_then(|a| rw.ctx.dense_i64_array(a))
            .unwrap_or_default()
    };
    let low = mixed_values(&arr("static_low"), &view.operand_group(1));
    let high = mixed_values(&arr("static_high"), &view.operand_group(2));
    Pad {
        source: rw.body.operand(op, 0),
        low,
        high,
        nofold: view.flag("nofold"),
    }
}

fn all_zero(rw: &PatternRewriter<'_>, l: &[OpFoldResult]) -> bool {
    l.iter().all(|&o| cst_ofr(rw, o) == Some(0))
}

/// Builds a `tensor.pad` of `ty` at `op`'s location with its discardable
/// attributes (`getPrunedAttributeList`) and no region yet.
fn build_pad(rw: &mut PatternRewriter<'_>, op: OpId, ty: Type, p: &Pad) -> OpId {
    let (sl, lv) = dispatch(&p.low);
    let (sh, hv) = dispatch(&p.high);
    let ctx = rw.ctx;
    let (a, b) = (ctx.dense_i64_array_attr(&sl), ctx.dense_i64_array_attr(&sh));
    let nf = p.nofold.then(|| ctx.unit_attr());
    let loc = loc_of(rw, op);
    let new = PadOp::build(rw, loc, ty, p.source, &lv, &hv, a, b, nf).id();
    let attrs = rw.body.op(op).attrs;
    rw.body.op_mut(new).attrs = attrs;
    new
}

fn region0(rw: &PatternRewriter<'_>, op: OpId) -> Option<rmlir_ir::RegionId> {
    rw.body.local_regions(op).next()
}

/// The region of a `tensor.pad` just built (`build` creates it).
fn new_region(rw: &PatternRewriter<'_>, new: OpId) -> rmlir_ir::RegionId {
    region0(rw, new).expect("tensor.pad is built with its region")
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's block.
fn constant_padding_value(rw: &PatternRewriter<'_>, op: OpId) -> Option<Value> {
    let block = rw.body.first_block(region0(rw, op)?)?;
    let term = rw.body.last_op(block)?;
    if !is_op(rw.ctx, rw.body, term, &YIELD_OP) || rw.body.operand_count(term) != 1 {
        return None;
    }
    let v = rw.body.operand(term, 0);
    if value_constant(rw.ctx, rw.body, rw.body_id, v).is_some() {
        return Some(v);
    }
    let parent = match rw.body.value_def(v) {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => rw.body.parent_block(op),
    };
    (parent != Some(block)).then_some(v)
}

/// `PadOp::inferResultType(source, staticLow, staticHigh, resultShape)`.
fn infer_pad_type(
    rw: &PatternRewriter<'_>,
    source: Type,
    low: &[i64],
    high: &[i64],
    result_shape: &[i64],
) -> Option<Type> {
    let (shape, elem, _) = ranked(rw.ctx, source)?;
    let rank = shape.len();
    if low.len() != rank
        || high.len() != rank
        || (!result_shape.is_empty() && result_shape.len() != rank)
    {
        return None;
    }
    let inferred: Vec<i64> = (0..rank)
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                if result_shape.is_empty() {
                    DYNAMIC
                } else {
                    result_shape[i]
                }
            } else {
                shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    Some(ranked_type(rw.ctx, &inferred, elem, None))
}

fn static_list(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Vec<i64> {
    rw.view(op)
        .prop(name)
        .and_then(|a| rw.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

/// `FoldStaticZeroPadding`: zero padding (without `nofold`) is a cast.
fn fold_static_zero_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let p = read_pad(rw, op);
    if !all_zero(rw, &p.low) || !all_zero(rw, &p.high) || p.nofold {
        return false;
    }
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = cast(rw, loc, ty, p.source);
    replace(rw, op, v);
    true
}

/// `FoldSourceTensorCast`: a pad of a foldable cast pads the cast's
/// source.
fn fold_source_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = region0(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    let Some(src) = foldable_cast_source(ctx, rw.body, rw.body.operand(op, 0)) else {
        return false;
    };
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let Some(result_shape) = shape_of(ctx, result_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    let (sl, sh) = (
        static_list(rw, op, "static_low"),
        static_list(rw, op, "static_high"),
    );
    let Some(new_ty) = infer_pad_type(rw, ty_of(rw, src), &sl, &sh, &result_shape) else {
        return false;
    };
    if new_ty == result_ty {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, src));
        return true;
    }
    // Upstream builds the new pad on the old source (the cast's result),
    // with the static lists and values as they are.
    let p = read_pad(rw, op);
    let loc = loc_of(rw, op);
    let new = build_pad(rw, op, new_ty, &p);
    let to = new_region(rw, new);
    let mut map = IrMapping::new();
    rw.clone_region_before(from, to, None, &mut map);
    let r = rw.body.result(new, 0);
    let v = cast(rw, loc, result_ty, r);
    replace(rw, op, v);
    true
}

/// `FoldTargetTensorCast`: a pad whose only use is a cast adding static
/// information takes the cast's type.
fn fold_target_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = region0(rw, op) else {
        return false;
    };
    let result = rw.body.result(op, 0);
    let users: Vec<(OpId, u32)> = rw.body.uses_of(result).into_iter().collect();
    let [(user, _)] = users[..] else {
        return false;
    };
    if !is_op(rw.ctx, rw.body, user, &CAST_OP) {
        return false;
    }
    let cast_ty = ty_of(rw, rw.body.result(user, 0));
    if !preserves_static_information(rw.ctx, ty_of(rw, result), cast_ty) {
        return false;
    }
    let p = read_pad(rw, op);
    let new = build_pad(rw, op, cast_ty, &p);
    let to = new_region(rw, new);
    super::take_region(rw, from, to);
    let r = rw.body.result(new, 0);
    replace(rw, op, r);
    replace(rw, user, r);
    true
}

/// `FoldOrthogonalPaddings`: two extract_slice/pad pairs padding
/// different dimensions become one pair.
fn fold_orthogonal_paddings(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = region0(rw, op) else {
        return false;
    };
    let Some(inner_slice) = def_of(rw, rw.body.operand(op, 0), &EXTRACT_SLICE_OP) else {
        return false;
    };
    let Some(outer_pad) = def_of(rw, rw.body.operand(inner_slice, 0), &PAD_OP) else {
        return false;
    };
    let outer = read_pad(rw, outer_pad);
    if outer.nofold {
        return false;
    }
    let Some(outer_slice) = def_of(rw, outer.source, &EXTRACT_SLICE_OP) else {
        return false;
    };
    let pad = read_pad(rw, op);
    let Some(rank) = shape_of(rw.ctx, ty_of(rw, pad.source)).map(<[i64]>::len) else {
        return false;
    };
    let outer_src = rw.body.operand(outer_slice, 0);
    if shape_of(rw.ctx, ty_of(rw, outer_src)).map(<[i64]>::len) != Some(rank) {
        return false;
    }
    let inner_lists = mixed_lists(&rw.view(inner_slice), 1);
    let outer_lists = mixed_lists(&rw.view(outer_slice), 1);
    let unit = |l: &[OpFoldResult]| l.iter().all(|&o| cst_ofr(rw, o) == Some(1));
    if !unit(&inner_lists[2]) || !unit(&outer_lists[2]) {
        return false;
    }
    if !all_zero(rw, &pad.low) || !all_zero(rw, &outer.low) {
        return false;
    }
    let Some(inner_value) = constant_padding_value(rw, op) else {
        return false;
    };
    let Some(outer_value) = constant_padding_value(rw, outer_pad) else {
        return false;
    };
    let attr_of =
        |v: Value| -> Option<Attribute> { value_constant(rw.ctx, rw.body, rw.body_id, v) };
    match (attr_of(inner_value), attr_of(outer_value)) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let padded = |p: &Pad| -> Vec<bool> {
        (0..rank)
            .map(|i| {
                [&p.low, &p.high]
                    .iter()
                    .any(|l| l.get(i).is_some_and(|&o| cst_ofr(rw, o) != Some(0)))
            })
            .collect()
    };
    if [&pad.low, &pad.high, &outer.low, &outer.high]
        .iter()
        .any(|l| l.len() != rank)
    {
        return false;
    }
    let inner_dims = padded(&pad);
    let outer_dims = padded(&outer);
    if (0..rank).any(|i| inner_dims[i] && outer_dims[i]) {
        return false;
    }
    let (Some(inner_offsets), Some(outer_offsets)) = (inner_lists.first(), outer_lists.first())
    else {
        return false;
    };
    if inner_offsets.len() != rank || outer_offsets.len() != rank || inner_lists[1].len() != rank {
        return false;
    }
    let mut new_offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && cst_ofr(rw, inner_offsets[i]) == Some(0) {
            new_offsets.push(outer_offsets[i]);
        } else if !outer_dims[i] && cst_ofr(rw, outer_offsets[i]) == Some(0) {
            new_offsets.push(inner_offsets[i]);
        } else {
            return false;
        }
    }
    let inner_src_shape = shape_of(rw.ctx, ty_of(rw, rw.body.operand(inner_slice, 0)))
        .unwrap_or(&[])
        .to_vec();
    let mut new_sizes = inner_lists[1].clone();
    for i in 0..rank {
        if !outer_dims[i] {
            continue;
        }
        let source_size = inner_src_shape.get(i).copied().unwrap_or(DYNAMIC);
        if source_size == DYNAMIC || cst_ofr(rw, inner_lists[1][i]) != Some(source_size) {
            return false;
        }
        new_sizes[i] = outer_lists[1][i];
    }
    let mut new_high = vec![OpFoldResult::Int(0); rank];
    for i in 0..rank {
        if inner_dims[i] {
            new_high[i] = pad.high[i];
        }
        if outer_dims[i] {
            new_high[i] = outer.high[i];
        }
    }
    let loc = loc_of(rw, op);
    let (Some((_, elem, enc)), true) = (ranked(rw.ctx, ty_of(rw, outer_src)), true) else {
        return false;
    };
    let slice_ty = ranked_type(rw.ctx, &dispatch(&new_sizes).0, elem, enc);
    let strides = inner_lists[2].clone();
    let s = slice::build_extract_slice(
        rw,
        loc,
        slice_ty,
        outer_src,
        [&new_offsets, &new_sizes, &strides],
    );
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let new = build_pad(
        rw,
        op,
        result_ty,
        &Pad {
            source: s,
            low: pad.low.clone(),
            high: new_high,
            nofold: pad.nofold,
        },
    );
    let to = new_region(rw, new);
    rw.inline_region_before(from, to, None);
    let r = rw.body.result(new, 0);
    replace(rw, op, r);
    true
}

/// `FoldStaticPadding`: constant padding amounts make the result type
/// more static, with a cast back to the old type.
fn fold_static_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = region0(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    let input = rw.body.operand(op, 0);
    let Some(input_dims) = shape_of(ctx, ty_of(rw, input)).map(<[i64]>::to_vec) else {
        return false;
    };
    let old_ty = ty_of(rw, rw.body.result(op, 0));
    let Some((output_dims, elem, _)) = ranked(ctx, old_ty) else {
        return false;
    };
    let output_dims = output_dims.to_vec();
    let view = rw.view(op);
    let low_values = view.operand_group(1);
    let high_values = view.operand_group(2);
    let fold_values = |vals: &[Value]| -> (Vec<i64>, Vec<Value>) {
        let mut consts = Vec::new();
        let mut left = Vec::new();
        for &v in vals {
            match cst(rw, v) {
                Some(c) => consts.push(c),
                None => {
                    consts.push(DYNAMIC);
                    left.push(v);
                }
            }
        }
        (consts, left)
    };
    let (low_consts, new_lows) = fold_values(&low_values);
    let (high_consts, new_highs) = fold_values(&high_values);
    let mut const_low = static_list(rw, op, "static_low");
    let mut const_high = static_list(rw, op, "static_high");
    let rank = input_dims.len();
    if rank != output_dims.len() || rank != const_low.len() || rank != const_high.len() {
        return false;
    }
    let (mut li, mut hi) = (0, 0);
    for i in 0..rank {
        if const_low[i] == DYNAMIC {
            let Some(&c) = low_consts.get(li) else {
                return false;
            };
            const_low[i] = c;
            li += 1;
        }
        if const_high[i] == DYNAMIC {
            let Some(&c) = high_consts.get(hi) else {
                return false;
            };
            const_high[i] = c;
            hi += 1;
        }
    }
    let new_out: Vec<i64> = (0..rank)
        .map(|i| {
            if output_dims[i] != DYNAMIC {
                output_dims[i]
            } else if const_low[i] == DYNAMIC
                || const_high[i] == DYNAMIC
                || input_dims[i] == DYNAMIC
            {
                DYNAMIC
            } else {
                input_dims[i]
                    .wrapping_add(const_low[i])
                    .wrapping_add(const_high[i])
            }
        })
        .collect();
    if new_out == output_dims || new_out.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let new_ty = ranked_type(ctx, &new_out, elem, None);
    let low = mixed_values(&const_low, &new_lows);
    let high = mixed_values(&const_high, &new_highs);
    let nofold = read_pad(rw, op).nofold;
    let loc = loc_of(rw, op);
    let new = build_pad(
        rw,
        op,
        new_ty,
        &Pad {
            source: input,
            low,
            high,
            nofold,
        },
    );
    let to = new_region(rw, new);
    let mut map = IrMapping::new();
    rw.clone_region_before(from, to, None, &mut map);
    let r = rw.body.result(new, 0);
    let v = cast(rw, loc, old_ty, r);
    replace(rw, op, v);
    true
}

/// The sum of two padding amounts (`makeComposedFoldedAffineApply` of
/// `d0 + d1`): constants add up, a zero leaves the other amount, and
/// otherwise an `affine.apply` of the sum is created, with constant
/// amounts folded into its map (the affine patterns canonicalize it).
fn add_padding(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    x: OpFoldResult,
    y: OpFoldResult,
) -> Option<OpFoldResult> {
    use rmlir_ir::affine::{AffineExpr, AffineMap};
    let (cx, cy) = (cst_ofr(rw, x), cst_ofr(rw, y));
    match (cx, cy) {
        (Some(p), Some(q)) => return Some(OpFoldResult::Int(p.checked_add(q)?)),
        (Some(0), None) => return Some(y),
        (None, Some(0)) => return Some(x),
        _ => {}
    }
    let mut operands = Vec::new();
    let mut term = |c: Option<i64>, o: OpFoldResult| -> Option<AffineExpr> {
        match (c, o) {
            (Some(c), _) => Some(AffineExpr::constant(c)),
            (None, OpFoldResult::Value(v)) => {
                operands.push(v);
                Some(AffineExpr::dim(operands.len() as u32 - 1))
            }
            (None, OpFoldResult::Int(_)) => None,
        }
    };
    let (ex, ey) = (term(cx, x)?, term(cy, y)?);
    let map = AffineMap::new(operands.len() as u32, 0, vec![ex.add(ey)]);
    let attr = rw.ctx.intern_attr(rmlir_ir::AttrKind::AffineMap(map));
    let index = rw.ctx.index_type();
    let v = rmlir_affine::ApplyOp::build(rw, loc, index, &operands, attr).result();
    Some(OpFoldResult::Value(v))
}

fn add_paddings(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    consumer: &[OpFoldResult],
    producer: &[OpFoldResult],
) -> Option<Vec<OpFoldResult>> {
    if consumer.len() != producer.len() {
        return None;
    }
    consumer
        .iter()
        .zip(producer)
        .map(|(&x, &y)| add_padding(rw, loc, x, y))
        .collect()
}

/// `FoldConsecutiveConstantPadding`: a pad of a pad with the same
/// constant padding value is one pad with the amounts added.
fn fold_consecutive_constant_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = region0(rw, op) else {
        return false;
    };
    let pad = read_pad(rw, op);
    if pad.nofold {
        return false;
    }
    let Some(producer) = def_of(rw, pad.source, &PAD_OP) else {
        return false;
    };
    let prod = read_pad(rw, producer);
    if prod.nofold {
        return false;
    }
    match (
        constant_padding_value(rw, op),
        constant_padding_value(rw, producer),
    ) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    // Check the sums can be made before making any of them.
    let addable = |a: &[OpFoldResult], b: &[OpFoldResult]| {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(&x, &y)| match (cst_ofr(rw, x), cst_ofr(rw, y)) {
                    (Some(p), Some(q)) => p.checked_add(q).is_some(),
                    (None, _) if matches!(x, OpFoldResult::Int(_)) => false,
                    (_, None) if matches!(y, OpFoldResult::Int(_)) => false,
                    _ => true,
                })
    };
    if !addable(&pad.high, &prod.high) || !addable(&pad.low, &prod.low) {
        return false;
    }
    let loc = loc_of(rw, op);
    let (Some(high), Some(low)) = (
        add_paddings(rw, loc, &pad.high, &prod.high),
        add_paddings(rw, loc, &pad.low, &prod.low),
    ) else {
        return false;
    };
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let new = build_pad(
        rw,
        op,
        result_ty,
        &Pad {
            source: prod.source,
            low,
            high,
            nofold: pad.nofold,
        },
    );
    let to = new_region(rw, new);
    rw.inline_region_before(from, to, None);
    let r = rw.body.result(new, 0);
    replace(rw, op, r);
    true
}

static PAD_PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "(anonymous namespace)::FoldStaticZeroPadding",
        "tensor.pad",
        fold_static_zero_padding,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldSourceTensorCast",
        "tensor.pad",
        fold_source_tensor_cast,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldTargetTensorCast",
        "tensor.pad",
        fold_target_tensor_cast,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldOrthogonalPaddings",
        "tensor.pad",
        fold_orthogonal_paddings,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldStaticPadding",
        "tensor.pad",
        fold_static_padding,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldConsecutiveConstantPadding",
        "tensor.pad",
        fold_consecutive_constant_padding,
    ),
];

pub(crate) fn pad_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &PAD_PATTERNS);
}
