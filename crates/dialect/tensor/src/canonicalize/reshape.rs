//! Patterns of `tensor.expand_shape` and `tensor.collapse_shape`:
//! `ComposeReassociativeReshapeOps`, `ComposeCollapseOfExpandOp`,
//! `ComposeExpandOfCollapseOp` (`ReshapeOpsUtils.h`),
//! `ConvertToStaticExpandShape`, `FoldReshapeWithConstant`,
//! `FoldReshapeWithSplat`, `FoldReshapeWithFromElements` and
//! `FoldCollapseOfCastOp`.

use rmlir_interfaces::reshape::{collapsed_shape, reassociation_attr, reassociation_indices};
use rmlir_interfaces::view_like::{mixed_values, OpFoldResult};
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpId, Type, Value};

use rmlir_interfaces::reassociation::{compose_reassociation_indices, reassociation_for_collapse};
use super::*;

fn groups(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<Vec<i64>>> {
    rw.view(op)
        .prop("reassociation")
        .and_then(|a| reassociation_indices(rw.ctx, a))
}

/// The mixed output shape of an `expand_shape` (`getMixedOutputShape`).
fn mixed_output_shape(rw: &PatternRewriter<'_>, op: OpId) -> Vec<OpFoldResult> {
    let view = rw.view(op);
    let statics = view
        .prop("static_output_shape")
        .and_then(|a| rw.ctx.dense_i64_array(a))
        .unwrap_or_default();
    let dynamic: Vec<Value> = rw.body.operands(op).skip(1).collect();
    mixed_values(&statics, &dynamic)
}

pub(crate) fn build_collapse(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    ty: Type,
    src: Value,
    groups: &[Vec<i64>],
) -> Value {
    let r = reassociation_attr(rw.ctx, groups);
    CollapseShapeOp::build(rw, loc, ty, src, r).result()
}

pub(crate) fn build_expand(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    ty: Type,
    src: Value,
    groups: &[Vec<i64>],
    output_shape: &[OpFoldResult],
) -> Value {
    let (statics, values) = dispatch(output_shape);
    let r = reassociation_attr(rw.ctx, groups);
    let s = rw.ctx.dense_i64_array_attr(&statics);
    ExpandShapeOp::build(rw, loc, ty, src, &values, r, s).result()
}

/// `ComposeReassociativeReshapeOps`: two expands (or two collapses) in a
/// row become one.
fn compose_reassociative(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    def: &'static rmlir_ir::OpDef,
) -> bool {
    let Some(src_op) = def_of(rw, rw.body.operand(op, 0), def) else {
        return false;
    };
    let (Some(outer), Some(inner)) = (groups(rw, op), groups(rw, src_op)) else {
        return false;
    };
    let Some(composed) = compose_reassociation_indices(&inner, &outer) else {
        return false;
    };
    let src = rw.body.operand(src_op, 0);
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = if std::ptr::eq(def, &EXPAND_SHAPE_OP) {
        let shape = mixed_output_shape(rw, op);
        build_expand(rw, loc, ty, src, &composed, &shape)
    } else {
        build_collapse(rw, loc, ty, src, &composed)
    };
    replace(rw, op, v);
    true
}

fn compose_expands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_reassociative(op, rw, &EXPAND_SHAPE_OP)
}

fn compose_collapses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_reassociative(op, rw, &COLLAPSE_SHAPE_OP)
}

/// `ComposeCollapseOfExpandOp`.
fn compose_collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(expand) = def_of(rw, rw.body.operand(op, 0), &EXPAND_SHAPE_OP) else {
        return false;
    };
    let src = rw.body.operand(expand, 0);
    let src_ty = ty_of(rw, src);
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let (Some(src_shape), Some(result_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, result_ty))
    else {
        return false;
    };
    if src_ty == result_ty {
        return false;
    }
    let (src_rank, result_rank) = (src_shape.len(), result_shape.len());
    let (Some(expand_groups), Some(collapse_groups)) = (groups(rw, expand), groups(rw, op)) else {
        return false;
    };
    let (higher, lower) = if src_rank > result_rank {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let mut id = 0usize;
    let mut composed: Vec<Vec<i64>> = Vec::new();
    for lower_indices in lower {
        let Some(&lower_back) = lower_indices.last() else {
            return false;
        };
        let mut indices = Vec::new();
        while id < higher.len() {
            let Some(&rightmost) = higher[id].last() else {
                return false;
            };
            if rightmost > lower_back {
                return false;
            }
            indices.push(id as i64);
            id += 1;
            if rightmost == lower_back {
                break;
            }
        }
        composed.push(indices);
    }
    let loc = loc_of(rw, op);
    let v = match src_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => build_collapse(rw, loc, result_ty, src, &composed),
        std::cmp::Ordering::Less => {
            let orig = mixed_output_shape(rw, expand);
            if collapse_groups
                .iter()
                .flatten()
                .any(|&i| usize::try_from(i).map_or(true, |i| i >= orig.len()))
            {
                return false;
            }
            let mut new_shape = Vec::with_capacity(collapse_groups.len());
            for g in &collapse_groups {
                let mut statics: i64 = 1;
                let mut dynamic = Vec::new();
                for &i in g {
                    let Some(&size) = orig.get(i as usize) else {
                        return false;
                    };
                    match cst_ofr(rw, size) {
                        Some(c) => statics = statics.wrapping_mul(c),
                        None => match size {
                            OpFoldResult::Value(v) => dynamic.push(v),
                            OpFoldResult::Int(_) => return false,
                        },
                    }
                }
                if dynamic.is_empty() {
                    new_shape.push(OpFoldResult::Int(statics));
                    continue;
                }
                let index = ctx.index_type();
                let mut r = dynamic[0];
                for &d in &dynamic[1..] {
                    r = rmlir_arith::ops::MulIOp::build(rw, loc, index, r, d, None).result();
                }
                if statics != 1 {
                    let c = ctx.integer_attr(index, statics);
                    let c = rmlir_arith::ops::ConstantOp::build(rw, loc, index, c).result();
                    r = rmlir_arith::ops::MulIOp::build(rw, loc, index, r, c, None).result();
                }
                new_shape.push(OpFoldResult::Value(r));
            }
            build_expand(rw, loc, result_ty, src, &composed, &new_shape)
        }
        std::cmp::Ordering::Equal => {
            if src_shape != result_shape {
                return false;
            }
            cast(rw, loc, result_ty, src)
        }
    };
    replace(rw, op, v);
    true
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`.
fn find_collapsing_reassociation(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src_shape: &[i64],
    result_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, result_shape);
    }
    let mut composed = Vec::new();
    for (s, r) in src_groups.iter().zip(result_groups) {
        let (&s0, &r0) = (s.first()?, r.first()?);
        let (s0u, r0u) = (usize::try_from(s0).ok()?, usize::try_from(r0).ok()?);
        let src_sub = src_shape.get(s0u..s0u.checked_add(s.len())?)?;
        let result_sub = result_shape.get(r0u..r0u.checked_add(r.len())?)?;
        let dyn_count = |v: &[i64]| v.iter().filter(|&&d| d == DYNAMIC).count();
        if dyn_count(src_sub) >= 2 && dyn_count(result_sub) >= 2 {
            return None;
        }
        if src_sub.len() == result_sub.len() {
            if src_sub != result_sub {
                return None;
            }
            composed.extend((0..src_sub.len() as i64).map(|i| vec![s0 + i]));
            continue;
        }
        let sub = reassociation_for_collapse(src_sub, result_sub)?;
        for g in sub {
            composed.push(g.iter().map(|&i| s0 + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`.
fn compose_expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(collapse) = def_of(rw, rw.body.operand(op, 0), &COLLAPSE_SHAPE_OP) else {
        return false;
    };
    let src = rw.body.operand(collapse, 0);
    let src_ty = ty_of(rw, src);
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let (Some(src_shape), Some(result_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, result_ty))
    else {
        return false;
    };
    if src_shape.len() == result_shape.len() {
        return false;
    }
    let (Some(src_groups), Some(result_groups)) = (groups(rw, collapse), groups(rw, op)) else {
        return false;
    };
    let loc = loc_of(rw, op);
    if src_shape.len() > result_shape.len() {
        let Some(composed) =
            find_collapsing_reassociation(&src_groups, &result_groups, src_shape, result_shape)
        else {
            return false;
        };
        let v = build_collapse(rw, loc, result_ty, src, &composed);
        replace(rw, op, v);
        return true;
    }
    let Some(composed) =
        find_collapsing_reassociation(&result_groups, &src_groups, result_shape, src_shape)
    else {
        return false;
    };
    let shape = mixed_output_shape(rw, op);
    let v = build_expand(rw, loc, result_ty, src, &composed, &shape);
    replace(rw, op, v);
    true
}

/// `ConvertToStaticExpandShape`: constant output sizes of an expand of a
/// foldable cast become static, with casts around the new expand.
fn convert_to_static_expand_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let Some(cast_src) = foldable_cast_source(ctx, rw.body, src) else {
        return false;
    };
    let Some(cast_shape) = shape_of(ctx, ty_of(rw, cast_src)).map(<[i64]>::to_vec) else {
        return false;
    };
    let Some(reassoc) = groups(rw, op) else {
        return false;
    };
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let Some((result_shape, elem, _)) = ranked(ctx, result_ty) else {
        return false;
    };
    let mut new_output = result_shape.to_vec();
    let outputs: Vec<Value> = rw.body.operands(op).skip(1).collect();
    let mut out_it = outputs.iter();
    let mut dynamic = Vec::new();
    for (input_dim, inner) in reassoc.iter().enumerate() {
        for &out_dim in inner {
            let Some(slot) = new_output.get_mut(out_dim as usize) else {
                return false;
            };
            if *slot != DYNAMIC {
                continue;
            }
            let Some(&val) = out_it.next() else {
                return false;
            };
            if cast_shape.get(input_dim).is_none_or(|&d| d == DYNAMIC) {
                dynamic.push(val);
                continue;
            }
            match value_constant(ctx, rw.body, rw.body_id, val).and_then(|a| {
                rmlir_ir::matchers::constant_int_sext(ctx, a, rw.body.value_type(val))
            }) {
                Some(c) => *slot = c,
                None => dynamic.push(val),
            }
        }
    }
    if outputs.len() == dynamic.len() {
        return false;
    }
    let mut new_input = vec![1i64; reassoc.len()];
    for (in_dim, g) in reassoc.iter().enumerate() {
        for &out_dim in g {
            let size = new_output[out_dim as usize];
            if size == DYNAMIC {
                new_input[in_dim] = DYNAMIC;
                break;
            }
            new_input[in_dim] = new_input[in_dim].wrapping_mul(size);
        }
    }
    let output_ofr = mixed_values(&new_output, &dynamic);
    let input_ty = ranked_type(ctx, &new_input, elem, None);
    let output_ty = ranked_type(ctx, &new_output, elem, None);
    let loc = loc_of(rw, op);
    let c = cast(rw, loc, input_ty, src);
    let e = build_expand(rw, loc, output_ty, c, &reassoc, &output_ofr);
    let v = cast(rw, loc, result_ty, e);
    replace(rw, op, v);
    true
}

/// `FoldReshapeWithSplat`: a reshape of a static `tensor.splat` is a splat.
fn fold_reshape_with_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(splat) = def_of(rw, rw.body.operand(op, 0), &SPLAT_OP) else {
        return false;
    };
    if !has_static_shape(rw.ctx, ty_of(rw, rw.body.result(splat, 0))) {
        return false;
    }
    let input = rw.body.operand(splat, 0);
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = SplatOp::build(rw, loc, ty, input, &[]).aggregate();
    replace(rw, op, v);
    true
}

/// `FoldReshapeWithFromElements`: a static reshape of a
/// `tensor.from_elements` is one.
fn fold_reshape_with_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(fe) = def_of(rw, rw.body.operand(op, 0), &FROM_ELEMENTS_OP) else {
        return false;
    };
    let ty = ty_of(rw, rw.body.result(op, 0));
    if !has_static_shape(rw.ctx, ty) {
        return false;
    }
    let elements: Vec<Value> = rw.body.operands(fe).collect();
    let loc = loc_of(rw, op);
    let v = FromElementsOp::build(rw, loc, ty, &elements).result();
    replace(rw, op, v);
    true
}

/// `FoldReshapeWithConstant`: a reshape of a splat constant is a constant
/// of the result type.
fn fold_reshape_with_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.body.operand(op, 0);
    let Some(a) = value_constant(rw.ctx, rw.body, rw.body_id, src) else {
        return false;
    };
    let ty = ty_of(rw, rw.body.result(op, 0));
    if !matches!(
        rw.ctx.attr_kind(a),
        rmlir_ir::AttrKind::DenseElements { splat: true, .. }
    ) {
        return false;
    }
    let Some(new) = resize_splat(rw.ctx, a, ty) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let v = rmlir_arith::ops::ConstantOp::build(rw, loc, ty, new).result();
    replace(rw, op, v);
    true
}

/// `FoldCollapseOfCastOp`: a collapse of a foldable cast collapses the
/// cast's source.
fn fold_collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(cast_src) = foldable_cast_source(ctx, rw.body, rw.body.operand(op, 0)) else {
        return false;
    };
    let Some(g) = groups(rw, op) else {
        return false;
    };
    let Some((src_shape, elem, _)) = ranked(ctx, ty_of(rw, cast_src)) else {
        return false;
    };
    let new_ty = ranked_type(ctx, &collapsed_shape(src_shape, &g), elem, None);
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    if new_ty == result_ty {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, cast_src));
    } else {
        let loc = loc_of(rw, op);
        let c = build_collapse(rw, loc, new_ty, cast_src, &g);
        let v = cast(rw, loc, result_ty, c);
        replace(rw, op, v);
    }
    true
}

static EXPAND_SHAPE_PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "mlir::ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
        "tensor.expand_shape",
        compose_expands,
    ),
    FnPattern::new(
        "mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>",
        "tensor.expand_shape",
        compose_expand_of_collapse,
    ),
    FnPattern::new(
        "(anonymous namespace)::ConvertToStaticExpandShape",
        "tensor.expand_shape",
        convert_to_static_expand_shape,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::ExpandShapeOp>",
        "tensor.expand_shape",
        fold_reshape_with_constant,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>",
        "tensor.expand_shape",
        fold_reshape_with_splat,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::ExpandShapeOp>",
        "tensor.expand_shape",
        fold_reshape_with_from_elements,
    ),
];

pub(crate) fn expand_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &EXPAND_SHAPE_PATTERNS);
}

static COLLAPSE_SHAPE_PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "mlir::ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
        "tensor.collapse_shape",
        compose_collapses,
    ),
    FnPattern::new(
        "mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>",
        "tensor.collapse_shape",
        compose_collapse_of_expand,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::CollapseShapeOp>",
        "tensor.collapse_shape",
        fold_reshape_with_constant,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>",
        "tensor.collapse_shape",
        fold_reshape_with_splat,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::CollapseShapeOp>",
        "tensor.collapse_shape",
        fold_reshape_with_from_elements,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldCollapseOfCastOp",
        "tensor.collapse_shape",
        fold_collapse_of_cast,
    ),
];

pub(crate) fn collapse_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &COLLAPSE_SHAPE_PATTERNS);
}
