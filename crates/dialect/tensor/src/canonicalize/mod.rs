//! Canonicalization patterns of the tensor ops (`TensorOps.cpp`'s
//! `getCanonicalizationPatterns` and the reshape patterns of
//! `ReshapeOpsUtils.h`, as mlir-opt 22 has them). Each op lists the
//! patterns its upstream `getCanonicalizationPatterns` adds, in the same
//! order, whatever op they match (`tensor.empty` adds one on `tensor.dim`).

mod pad;
mod reshape;
mod slice;

use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Location, OpId, Type, Value};
use rmlir_rewrite::effects::would_op_be_trivially_dead;

use crate::util::*;
use crate::*;

pub(crate) use pad::pad_patterns;
pub(crate) use reshape::{collapse_shape_patterns, expand_shape_patterns};
pub(crate) use slice::{
    extract_slice_patterns, insert_slice_patterns, parallel_insert_slice_patterns,
};

// ----- helpers -----

fn push_all(out: &mut Vec<&'static dyn RewritePattern>, ps: &'static [FnPattern]) {
    out.extend(ps.iter().map(|p| p as &dyn RewritePattern));
}

/// The op defining `v`, if it is one of definition `def`.
pub(crate) fn def_of(
    rw: &PatternRewriter<'_>,
    v: Value,
    def: &'static rmlir_ir::OpDef,
) -> Option<OpId> {
    defined_by(rw.ctx, rw.body, v, def)
}

/// `getConstantIntValue` of a value.
pub(crate) fn cst(rw: &PatternRewriter<'_>, v: Value) -> Option<i64> {
    const_int(rw.ctx, rw.body, rw.body_id, v)
}

/// `getConstantIntValue` of a mixed entry.
pub(crate) fn cst_ofr(rw: &PatternRewriter<'_>, o: OpFoldResult) -> Option<i64> {
    ofr_int(rw.ctx, rw.body, rw.body_id, o)
}

pub(crate) fn loc_of(rw: &PatternRewriter<'_>, op: OpId) -> Location {
    rw.body.op(op).loc
}

pub(crate) fn ty_of(rw: &PatternRewriter<'_>, v: Value) -> Type {
    rw.body.value_type(v)
}

/// Replaces `op`'s single result with `v`.
pub(crate) fn replace(rw: &mut PatternRewriter<'_>, op: OpId, v: Value) {
    rw.replace_op(op, &[v]);
}

/// `tensor.cast %v : ... to ty` at the insertion point.
pub(crate) fn cast(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: Value) -> Value {
    CastOp::build(rw, loc, ty, v).dest()
}

/// The mixed entries folded where a constant defines them
/// (`foldDynamicIndexList`); whether any was.
pub(crate) fn fold_dynamic_index_list(
    rw: &PatternRewriter<'_>,
    ofrs: &mut [OpFoldResult],
    only_non_negative: bool,
    only_non_zero: bool,
) -> bool {
    let mut changed = false;
    for o in ofrs.iter_mut() {
        let OpFoldResult::Value(v) = *o else {
            continue;
        };
        let Some(c) = cst(rw, v) else {
            continue;
        };
        if (only_non_negative && c < 0) || (only_non_zero && c == 0) {
            continue;
        }
        *o = OpFoldResult::Int(c);
        changed = true;
    }
    changed
}

/// The dynamic-size index of dimension `i` of a shape: how many dynamic
/// sizes come before it.
fn dynamic_position(shape: &[i64], i: usize) -> usize {
    shape[..i].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `foldDynamicToStaticDimSizes`: dynamic sizes given by non-negative
/// constants become static; the values left dynamic.
fn fold_dynamic_to_static(
    rw: &PatternRewriter<'_>,
    ty: Type,
    dynamic: &[Value],
) -> Option<(Type, Vec<Value>)> {
    let (shape, elem, enc) = ranked(rw.ctx, ty)?;
    if shape.iter().filter(|&&d| d == DYNAMIC).count() != dynamic.len() {
        return None;
    }
    let mut new_shape = shape.to_vec();
    let mut left = Vec::new();
    let mut it = dynamic.iter();
    for d in new_shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let v = *it.next()?;
        match cst(rw, v) {
            Some(c) if c >= 0 => *d = c,
            _ => left.push(v),
        }
    }
    Some((ranked_type(rw.ctx, &new_shape, elem, enc), left))
}

// ----- tensor.bitcast -----

/// `ChainedTensorBitcast`: `bitcast(bitcast(x))` is one bitcast of `x`.
fn chained_tensor_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(inner) = def_of(rw, rw.body.operand(op, 0), &BITCAST_OP) else {
        return false;
    };
    let src = rw.body.operand(inner, 0);
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = BitcastOp::build(rw, loc, ty, src).dest();
    replace(rw, op, v);
    true
}

static BITCAST_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::ChainedTensorBitcast",
    "tensor.bitcast",
    chained_tensor_bitcast,
)];

pub(crate) fn bitcast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &BITCAST_PATTERNS);
}

// ----- tensor.cast -----

/// `joinShapes`: the shape knowledge of two tensor types together; `None`
/// when they conflict.
fn join_shapes(rw: &PatternRewriter<'_>, one: Type, two: Type) -> Option<Type> {
    let ctx = rw.ctx;
    let (Some((a, elem, _)), Some((b, _, _))) = (ranked(ctx, one), ranked(ctx, two)) else {
        return Some(if ranked(ctx, one).is_none() { two } else { one });
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(b) {
        if x == DYNAMIC {
            join.push(y);
        } else if y == DYNAMIC || x == y {
            join.push(x);
        } else {
            return None;
        }
    }
    Some(ranked_type(ctx, &join, elem, None))
}

/// `ChainedTensorCast`: two casts in a row become one when that drops no
/// runtime check.
fn chained_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(inner) = def_of(rw, rw.body.operand(op, 0), &CAST_OP) else {
        return false;
    };
    let src = rw.body.operand(inner, 0);
    let source_ty = ty_of(rw, src);
    let mid_ty = ty_of(rw, rw.body.result(inner, 0));
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let Some(first) =
        join_shapes(rw, source_ty, mid_ty).and_then(|j| join_shapes(rw, j, result_ty))
    else {
        return false;
    };
    if join_shapes(rw, source_ty, result_ty) != Some(first) {
        return false;
    }
    let loc = loc_of(rw, op);
    let v = cast(rw, loc, result_ty, src);
    replace(rw, op, v);
    true
}

/// `TensorCastExtractSlice`: a cast adding static sizes to an
/// `extract_slice` result becomes the slice's sizes.
fn tensor_cast_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operand(op, 0);
    let Some(slice) = def_of(rw, source, &EXTRACT_SLICE_OP) else {
        return false;
    };
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let Some(result_shape) = shape_of(ctx, result_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    if !cast_into_producer(ctx, rw.body, op)
        || shape_of(ctx, ty_of(rw, source)) == Some(&result_shape[..])
    {
        return false;
    }
    let [offsets, mut sizes, strides] = crate::fold::mixed_lists(&rw.view(slice), 1);
    let static_sizes: Vec<i64> = sizes
        .iter()
        .map(|o| {
            if let OpFoldResult::Int(i) = o {
                *i
            } else {
                DYNAMIC
            }
        })
        .collect();
    let slice_shape = shape_of(ctx, ty_of(rw, rw.body.result(slice, 0)))
        .unwrap_or(&[])
        .to_vec();
    let mask = rmlir_interfaces::slice::compute_rank_reduction_mask(&static_sizes, &slice_shape);
    let mut dim_index = 0;
    for (i, s) in sizes.iter_mut().enumerate() {
        if mask.as_ref().is_some_and(|m| m.contains(&i)) {
            continue;
        }
        let Some(&dim) = result_shape.get(dim_index) else {
            return false;
        };
        dim_index += 1;
        if dim != DYNAMIC {
            *s = OpFoldResult::Int(dim);
        }
    }
    let src = rw.body.operand(slice, 0);
    let loc = loc_of(rw, op);
    let v = slice::build_extract_slice(rw, loc, result_ty, src, [&offsets, &sizes, &strides]);
    replace(rw, op, v);
    true
}

/// `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a more
/// static type is an empty tensor of that type.
fn fold_empty_tensor_with_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if !cast_into_producer(ctx, rw.body, op) {
        return false;
    }
    let Some(empty) = def_of(rw, rw.body.operand(op, 0), &EMPTY_OP) else {
        return false;
    };
    let result_ty = ty_of(rw, rw.body.result(op, 0));
    let Some((result_shape, elem, _)) = ranked(ctx, result_ty) else {
        return false;
    };
    let empty_ty = ty_of(rw, rw.body.result(empty, 0));
    let Some(empty_shape) = shape_of(ctx, empty_ty) else {
        return false;
    };
    let dynamic: Vec<Value> = rw.body.operands(empty).collect();
    if empty_shape.len() != result_shape.len()
        || dynamic.len() != empty_shape.iter().filter(|&&d| d == DYNAMIC).count()
    {
        return false;
    }
    let mut shape = Vec::with_capacity(result_shape.len());
    let mut values = Vec::new();
    let mut dyn_it = dynamic.iter();
    for (&new_dim, &cur) in result_shape.iter().zip(empty_shape) {
        if cur != DYNAMIC {
            if new_dim == DYNAMIC || new_dim != cur {
                return false;
            }
            shape.push(cur);
            continue;
        }
        let Some(&v) = dyn_it.next() else {
            return false;
        };
        if new_dim != DYNAMIC {
            shape.push(new_dim);
        } else {
            shape.push(DYNAMIC);
            values.push(v);
        }
    }
    let ty = ranked_type(ctx, &shape, elem, None);
    let loc = loc_of(rw, op);
    let v = EmptyOp::build(rw, loc, ty, &values).result();
    replace(rw, op, v);
    true
}

static CAST_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::ChainedTensorCast",
        "tensor.cast",
        chained_tensor_cast,
    ),
    FnPattern::new(
        "(anonymous namespace)::TensorCastExtractSlice",
        "tensor.cast",
        tensor_cast_extract_slice,
    ),
];

pub(crate) fn cast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &CAST_PATTERNS);
}

// ----- tensor.concat -----

/// `SingleInputConcatOp`: a concat of one input is a cast.
fn single_input_concat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 1 {
        return false;
    }
    let input = rw.body.operand(op, 0);
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = cast(rw, loc, ty, input);
    replace(rw, op, v);
    true
}

/// `ConcatOp::inferResultType`: the sizes all operands agree on outside
/// the concatenated dimension, the sum of theirs along it; `None` when
/// static sizes conflict or the operands are not ranked alike.
fn concat_inferred_shape(rw: &PatternRewriter<'_>, op: OpId) -> Option<(Vec<i64>, Type, usize)> {
    let dim = usize::try_from(rw.ctx.int_value(rw.view(op).prop("dim")?)?).ok()?;
    let shapes: Vec<&[i64]> = rw
        .body
        .operands(op)
        .map(|v| shape_of(rw.ctx, ty_of(rw, v)))
        .collect::<Option<_>>()?;
    let first = rw.body.operands(op).next()?;
    let (_, elem, _) = ranked(rw.ctx, ty_of(rw, first))?;
    let rank = shapes.first()?.len();
    if dim >= rank || shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            let mut sum: i64 = 0;
            for s in &shapes {
                if s[i] == DYNAMIC {
                    sum = DYNAMIC;
                    break;
                }
                sum = sum.checked_add(s[i])?;
            }
            *size = sum;
            continue;
        }
        for s in &shapes {
            if s[i] == DYNAMIC {
                continue;
            }
            if *size != DYNAMIC && *size != s[i] {
                return None;
            }
            *size = s[i];
        }
    }
    Some((sizes, elem, dim))
}

/// `InferConcatOperandTypes`: operands less static than the inferred
/// shape outside the concatenated dimension are cast to it.
fn infer_concat_operand_types(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inferred, elem, dim)) = concat_inferred_shape(rw, op) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let mut matched = false;
    let operands: Vec<Value> = rw.body.operands(op).collect();
    for (i, &v) in operands.iter().enumerate() {
        let ty = ty_of(rw, v);
        let Some(shape) = shape_of(rw.ctx, ty) else {
            return matched;
        };
        let mut operand_shape = inferred.clone();
        operand_shape[dim] = shape[dim];
        let operand_ty = ranked_type(rw.ctx, &operand_shape, elem, None);
        if !preserves_static_information(rw.ctx, operand_ty, ty) {
            matched = true;
            let c = cast(rw, loc, operand_ty, v);
            rw.modify_op_in_place(op, |body| body.set_operand(op, i, c));
        }
    }
    matched
}

/// `InferConcatResultType`: the result type made as static as the
/// operands say, cast back to the old type.
fn infer_concat_result_type(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((inferred, elem, _)) = concat_inferred_shape(rw, op) else {
        return false;
    };
    let inferred_ty = ranked_type(rw.ctx, &inferred, elem, None);
    let old_ty = ty_of(rw, rw.body.result(op, 0));
    if preserves_static_information(rw.ctx, inferred_ty, old_ty) {
        return false;
    }
    let Some(dim_attr) = rw.view(op).prop("dim") else {
        return false;
    };
    let operands: Vec<Value> = rw.body.operands(op).collect();
    let loc = loc_of(rw, op);
    let c = ConcatOp::build(rw, loc, inferred_ty, &operands, dim_attr).result();
    let v = cast(rw, loc, old_ty, c);
    replace(rw, op, v);
    true
}

static CONCAT_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "(anonymous namespace)::SingleInputConcatOp",
        "tensor.concat",
        single_input_concat,
    ),
    FnPattern::new(
        "(anonymous namespace)::InferConcatOperandTypes",
        "tensor.concat",
        infer_concat_operand_types,
    ),
    FnPattern::new(
        "(anonymous namespace)::InferConcatResultType",
        "tensor.concat",
        infer_concat_result_type,
    ),
];

pub(crate) fn concat_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &CONCAT_PATTERNS);
}

// ----- tensor.dim -----

/// `DimOfCastOp`: the dim of a cast is the dim of its source.
fn dim_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = def_of(rw, rw.body.operand(op, 0), &CAST_OP) else {
        return false;
    };
    let src = rw.body.operand(c, 0);
    let index = rw.body.operand(op, 1);
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = DimOp::build(rw, loc, ty, src, index).result();
    replace(rw, op, v);
    true
}

/// The init operand tied to result `i` of a destination-style op
/// (`getDpsInitOperand`): its ODS operand group named `dest`, `outputs`
/// or `inits`.
fn dps_init(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Option<Value> {
    let view = rw.view(op);
    let def = view.def?;
    if !def.traits.contains(rmlir_ir::OpTraits::DESTINATION_STYLE) {
        return None;
    }
    let g = def
        .operands
        .iter()
        .position(|o| matches!(o.name, "dest" | "outputs" | "inits"))?;
    view.operand_group(g).get(i).copied()
}

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the
/// dim of its init.
fn dim_of_dest_style(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = rw.body.operand(op, 0);
    let rmlir_ir::ValueDef::Result {
        op: producer,
        index,
    } = rw.body.value_def(source)
    else {
        return false;
    };
    let Some(init) = dps_init(rw, producer, index as usize) else {
        return false;
    };
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, init));
    true
}

/// `DimOfReshapeOp`: the dim of a `tensor.reshape` is read from its shape
/// operand.
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(reshape) = def_of(rw, rw.body.operand(op, 0), &RESHAPE_OP) else {
        return false;
    };
    let shape = rw.body.operand(reshape, 1);
    let Some(elem) = crate::constraints::tensor_elem(rw.ctx, ty_of(rw, shape)) else {
        return false;
    };
    let index = rw.body.operand(op, 1);
    let dim_ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    rw.set_insertion_point_after(op);
    let mut v = ExtractOp::build(rw, loc, elem, shape, &[index]).result();
    if elem != dim_ty {
        v = rmlir_arith::ops::IndexCastOp::build(rw, loc, dim_ty, v).out();
    }
    replace(rw, op, v);
    true
}

/// `FoldEmptyTensorWithDimOp`: the dim of a `tensor.empty` along a
/// dynamic size is that size.
fn fold_empty_tensor_with_dim(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(index) = cst(rw, rw.body.operand(op, 1)) else {
        return false;
    };
    let Some(empty) = def_of(rw, rw.body.operand(op, 0), &EMPTY_OP) else {
        return false;
    };
    let Some(shape) = shape_of(rw.ctx, ty_of(rw, rw.body.result(empty, 0))) else {
        return false;
    };
    if index < 0 || index as usize >= shape.len() || shape[index as usize] != DYNAMIC {
        return false;
    }
    let pos = dynamic_position(shape, index as usize);
    if pos >= rw.body.operand_count(empty) {
        return false;
    }
    let v = rw.body.operand(empty, pos);
    replace(rw, op, v);
    true
}

static DIM_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "(anonymous namespace)::DimOfCastOp",
        "tensor.dim",
        dim_of_cast,
    ),
    FnPattern::new(
        "(anonymous namespace)::DimOfDestStyleOp",
        "tensor.dim",
        dim_of_dest_style,
    ),
    FnPattern::new(
        "(anonymous namespace)::DimOfReshapeOp",
        "tensor.dim",
        dim_of_reshape,
    ),
];

pub(crate) fn dim_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &DIM_PATTERNS);
}

// ----- tensor.empty -----

/// `ReplaceEmptyTensorStaticShapeDims`: constant dynamic sizes of a
/// `tensor.empty` become static, with a cast back to the old type.
fn replace_empty_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ty = ty_of(rw, rw.body.result(op, 0));
    let dynamic: Vec<Value> = rw.body.operands(op).collect();
    let Some((new_ty, left)) = fold_dynamic_to_static(rw, ty, &dynamic) else {
        return false;
    };
    if new_ty == ty {
        return false;
    }
    let loc = loc_of(rw, op);
    let e = EmptyOp::build(rw, loc, new_ty, &left).result();
    let v = cast(rw, loc, ty, e);
    replace(rw, op, v);
    true
}

static EMPTY_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "(anonymous namespace)::FoldEmptyTensorWithCastOp",
        "tensor.cast",
        fold_empty_tensor_with_cast,
    ),
    FnPattern::new(
        "(anonymous namespace)::FoldEmptyTensorWithDimOp",
        "tensor.dim",
        fold_empty_tensor_with_dim,
    ),
    FnPattern::new(
        "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims",
        "tensor.empty",
        replace_empty_static_dims,
    ),
];

pub(crate) fn empty_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &EMPTY_PATTERNS);
}

// ----- tensor.extract -----

/// `ExtractFromTensorCast`: extract from a cast of a ranked tensor reads
/// the cast's source.
fn extract_from_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = def_of(rw, rw.body.operand(op, 0), &CAST_OP) else {
        return false;
    };
    let src = rw.body.operand(c, 0);
    if shape_of(rw.ctx, ty_of(rw, src)).is_none() {
        return false;
    }
    let indices: Vec<Value> = rw.body.operands(op).skip(1).collect();
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = ExtractOp::build(rw, loc, ty, src, &indices).result();
    replace(rw, op, v);
    true
}

static EXTRACT_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::ExtractFromTensorCast",
    "tensor.extract",
    extract_from_tensor_cast,
)];

pub(crate) fn extract_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &EXTRACT_PATTERNS);
}

// ----- tensor.from_elements -----

/// `ExtractElementFromIndexCast`: extract from an `arith.index_cast` of a
/// tensor is the index_cast of the extracted element.
fn extract_element_from_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(ic) = def_of(rw, rw.body.operand(op, 0), &rmlir_arith::ops::INDEX_CAST_OP) else {
        return false;
    };
    let input = rw.body.operand(ic, 0);
    let in_ty = ty_of(rw, input);
    let Some(elem) = rw.ctx.type_kind(in_ty).element_type() else {
        return false;
    };
    if shape_of(rw.ctx, in_ty).is_none() {
        return false;
    }
    let indices: Vec<Value> = rw.body.operands(op).skip(1).collect();
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let e = ExtractOp::build(rw, loc, elem, input, &indices).result();
    let v = rmlir_arith::ops::IndexCastOp::build(rw, loc, ty, e).out();
    replace(rw, op, v);
    true
}

static FROM_ELEMENTS_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::ExtractElementFromIndexCast",
    "tensor.extract",
    extract_element_from_index_cast,
)];

pub(crate) fn from_elements_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &FROM_ELEMENTS_PATTERNS);
}

// ----- tensor.generate -----

/// `ExtractFromTensorGenerate`: extract from a side-effect free
/// `tensor.generate` is its body, cloned with the indices for arguments.
fn extract_from_tensor_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(gen) = def_of(rw, rw.body.operand(op, 0), &GENERATE_OP) else {
        return false;
    };
    if !would_op_be_trivially_dead(rw.ctx, rw.body, rw.body_id, gen) {
        return false;
    }
    let Some(region) = rw.body.local_regions(gen).next() else {
        return false;
    };
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let args: Vec<Value> = rw.body.block_args(block).to_vec();
    let indices: Vec<Value> = rw.body.operands(op).skip(1).collect();
    if args.len() != indices.len() {
        return false;
    }
    let Some(term) = rw.body.last_op(block) else {
        return false;
    };
    if !is_op(rw.ctx, rw.body, term, &YIELD_OP) || rw.body.operand_count(term) != 1 {
        return false;
    }
    let mut map = rmlir_ir::body::IrMapping::new();
    for (&a, &i) in args.iter().zip(&indices) {
        map.map_value(a, i);
    }
    let ops: Vec<OpId> = rw.body.block_ops(block).filter(|&o| o != term).collect();
    for o in ops {
        rw.clone_op(o, &mut map);
    }
    let yielded = map.value_or_self(rw.body.operand(term, 0));
    replace(rw, op, yielded);
    true
}

/// `StaticTensorGenerate`: constant extents of a `tensor.generate` become
/// static sizes, with a cast back to the old type.
fn static_tensor_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ty = ty_of(rw, rw.body.result(op, 0));
    let dynamic: Vec<Value> = rw.body.operands(op).collect();
    let Some((new_ty, left)) = fold_dynamic_to_static(rw, ty, &dynamic) else {
        return false;
    };
    if new_ty == ty {
        return false;
    }
    let Some(from) = rw.body.local_regions(op).next() else {
        return false;
    };
    let loc = loc_of(rw, op);
    let new = GenerateOp::build(rw, loc, new_ty, &left);
    let to = new.body();
    rw.inline_region_before(from, to, None);
    let v = cast(rw, loc, ty, new.result());
    replace(rw, op, v);
    true
}

static GENERATE_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::ExtractFromTensorGenerate",
        "tensor.extract",
        extract_from_tensor_generate,
    ),
    FnPattern::new(
        "(anonymous namespace)::StaticTensorGenerate",
        "tensor.generate",
        static_tensor_generate,
    ),
];

pub(crate) fn generate_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &GENERATE_PATTERNS);
}

/// Moves the blocks of `from` into `to`, emptied first, telling no one
/// (`Region::takeBody`).
pub(crate) fn take_region(
    rw: &mut PatternRewriter<'_>,
    from: rmlir_ir::RegionId,
    to: rmlir_ir::RegionId,
) {
    while let Some(b) = rw.body.first_block(to) {
        rw.body.erase_block(b);
    }
    rw.body.inline_region_before(from, to, None);
}

// ----- the dialect's patterns -----

/// The ODS operand group holding a destination-style op's inits.
fn dps_init_group(rw: &PatternRewriter<'_>, op: OpId) -> Option<(usize, usize)> {
    let view = rw.view(op);
    let def = view.def?;
    if !def.traits.contains(rmlir_ir::OpTraits::DESTINATION_STYLE) {
        return None;
    }
    let g = def
        .operands
        .iter()
        .position(|o| matches!(o.name, "dest" | "outputs" | "inits"))?;
    view.operand_range(g)
}

/// `FoldTensorCastProducerOp`: foldable casts feeding a destination-style
/// op (not `tensor.insert_slice`, which has its own pattern, nor a loop)
/// are folded into a clone of it, whose results are cast back.
fn fold_tensor_cast_producer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if is_op(ctx, rw.body, op, &INSERT_SLICE_OP)
        || ctx
            .op_interface::<dyn rmlir_interfaces::loop_like::LoopLike>(rw.body.op(op).name)
            .is_some()
        // Loops implement `LoopLikeOpInterface` upstream; where none is
        // attached here, a region-branching op (`scf.forall`) is one.
        || ctx
            .op_def(rw.body.op(op).name)
            .is_some_and(|d| d.interfaces.region_branch.is_some())
        || rw.body.op(op).isolated_body().is_some()
        || !rw.body.successors(op).is_empty()
    {
        return false;
    }
    let Some((init_start, init_len)) = dps_init_group(rw, op) else {
        return false;
    };
    let operands: Vec<Value> = rw.body.operands(op).collect();
    let new_operands: Vec<Value> = operands
        .iter()
        .map(|&v| foldable_cast_source(ctx, rw.body, v).unwrap_or(v))
        .collect();
    if new_operands == operands {
        return false;
    }
    let old_results: Vec<Value> = rw.body.results(op).collect();
    let mut result_types: Vec<Type> = old_results.iter().map(|&r| ty_of(rw, r)).collect();
    for (k, &v) in new_operands[init_start..init_start + init_len]
        .iter()
        .enumerate()
    {
        let t = ty_of(rw, v);
        if let Some(slot) = result_types.get_mut(k) {
            if !matches!(ctx.type_kind(t), rmlir_ir::TypeKind::MemRef { .. }) {
                *slot = t;
            }
        }
    }
    let data = rw.body.op(op).clone();
    let regions: Vec<rmlir_ir::RegionId> = rw.body.local_regions(op).collect();
    let state = rmlir_ir::body::OperationState {
        name: data.name,
        loc: data.loc,
        operands: &new_operands,
        result_types: &result_types,
        attrs: data.attrs,
        properties: data.properties(),
        successors: &[],
        num_regions: regions.len() as u32,
        isolated: None,
    };
    let new = rw.create(&state);
    let new_regions: Vec<rmlir_ir::RegionId> = rw.body.local_regions(new).collect();
    let mut map = rmlir_ir::body::IrMapping::new();
    for (&from, &to) in regions.iter().zip(&new_regions) {
        rw.clone_region_before(from, to, None, &mut map);
    }
    let loc = data.loc;
    let mut replacements = Vec::with_capacity(old_results.len());
    for (i, &old) in old_results.iter().enumerate() {
        let nv = rw.body.result(new, i);
        let old_ty = ty_of(rw, old);
        replacements.push(if ty_of(rw, nv) != old_ty {
            cast(rw, loc, old_ty, nv)
        } else {
            nv
        });
    }
    rw.replace_op(op, &replacements);
    true
}

/// Upstream's pattern is rooted at `DestinationStyleOpInterface`.
static DIALECT_PATTERN: rmlir_ir::pattern::AnyOpPattern =
    FnPattern::any_op("FoldTensorCastProducerOp", fold_tensor_cast_producer).only_on(|ctx, name| {
        ctx.op_def(name)
            .is_some_and(|d| d.traits.contains(rmlir_ir::OpTraits::DESTINATION_STYLE))
    });

/// `TensorDialect::getCanonicalizationPatterns`.
pub(crate) fn dialect_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&DIALECT_PATTERN);
}
