//! Verifiers, type transformers and cast-compatibility checks of the
//! tensor ops (`TensorOps.cpp`), with upstream's messages.
//!
//! Verifiers run after the ODS invariants hold (operand counts, type and
//! attribute constraints), but still read operands and properties through
//! the checked accessors of [`OpView`].

use rmlir_interfaces::reshape::{
    collapsed_shape, reassociation_indices, verify_reshape_like_types,
};
use rmlir_interfaces::slice::{
    is_rank_reduced_shape, verify_in_bounds_slice, verify_offset_size_and_stride, SliceLists,
    SliceVerificationResult,
};
use rmlir_ir::op_def::{one, TypeList, VerifyResult};
use rmlir_ir::op_verify::compatible_shape;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attribute, Context, OpView, Type, TypeKind};

use crate::constraints::{ranked_shape, tensor_elem};

fn ty(ctx: &Context, t: Type) -> String {
    rmlir_ir::printer::type_to_string(ctx, t)
}

fn i64_array(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

/// A ranked tensor type of `shape` with the element type and encoding
/// given.
fn ranked(ctx: &Context, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> Type {
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// `(shape, element type, encoding)` of a ranked tensor.
fn ranked_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type, Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape, *elem, *encoding)),
        _ => None,
    }
}

fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// Names the op's result (`getAsmResultNames`), if it has one.
pub fn name_result(op: &OpView<'_>, set: &mut dyn FnMut(rmlir_ir::Value, &str), name: &str) {
    if op.num_results() > 0 {
        set(op.result(0), name);
    }
}

// ----- type transformers -----

/// The element type of a tensor (`TypesMatchWith` transforms).
pub fn element_type(ctx: &Context, t: Type) -> Option<TypeList> {
    one(tensor_elem(ctx, t))
}

/// The most elements a `tensor.from_elements` result type is expanded to:
/// larger types cannot match any operand list, and are not spelled out.
const MAX_FROM_ELEMENTS: i64 = 1 << 20;

/// One element type per element of a static tensor.
pub fn from_elements_types(ctx: &Context, t: Type) -> Option<TypeList> {
    let (shape, elem, _) = ranked_parts(ctx, t)?;
    let mut n: i64 = 1;
    for &d in shape {
        if d < 0 {
            return None;
        }
        n = n.checked_mul(d).filter(|&n| n <= MAX_FROM_ELEMENTS)?;
    }
    Some(std::iter::repeat_n(elem, n as usize).collect())
}

// ----- cast compatibility -----

/// `tensor.cast`: same element type and compatible shapes.
pub fn cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let ([a], [b]) = (ins, outs) else {
        return false;
    };
    let (Some(ea), Some(eb)) = (tensor_elem(ctx, *a), tensor_elem(ctx, *b)) else {
        return false;
    };
    ea == eb && compatible_shape(ctx, *a, *b)
}

/// `tensor.bitcast`: element types of the same bit width and compatible
/// shapes.
pub fn bitcast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let ([a], [b]) = (ins, outs) else {
        return false;
    };
    let (Some(ea), Some(eb)) = (tensor_elem(ctx, *a), tensor_elem(ctx, *b)) else {
        return false;
    };
    let width = |t: Type| ctx.int_or_float_bit_width(t);
    width(ea).is_some() && width(ea) == width(eb) && compatible_shape(ctx, *a, *b)
}

// ----- verifiers -----

/// `verifyDynamicDimensionCount`: one index operand per dynamic size of
/// the result type.
fn verify_dynamic_sizes(op: &OpView<'_>, result: Type, dynamic: usize) -> VerifyResult {
    let expected = ranked_shape(op.ctx, result).map(num_dynamic).unwrap_or(0);
    if expected != dynamic {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {dynamic}, expected {expected}"
        )));
    }
    Ok(())
}

pub fn verify_empty(op: &OpView<'_>) -> VerifyResult {
    verify_dynamic_sizes(op, op.result_type(0), op.operand_group(0).len())
}

pub fn verify_splat(op: &OpView<'_>) -> VerifyResult {
    verify_dynamic_sizes(op, op.result_type(0), op.operand_group(1).len())
}

pub fn verify_generate(op: &OpView<'_>) -> VerifyResult {
    verify_dynamic_sizes(op, op.result_type(0), op.operand_group(0).len())
}

pub fn verify_concat(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let inputs: Vec<Type> = op
        .operand_group(0)
        .iter()
        .map(|&v| op.value_type(v))
        .collect();
    if inputs.is_empty() {
        return Err(op.emit_op_error("requires at least one input"));
    }
    let Some((result_shape, result_elem, _)) = ranked_parts(ctx, op.result_type(0)) else {
        return Ok(());
    };
    let rank = result_shape.len();
    let mut shapes = Vec::with_capacity(inputs.len());
    for &t in &inputs {
        let Some((shape, elem, _)) = ranked_parts(ctx, t) else {
            return Ok(());
        };
        shapes.push((shape, elem));
    }
    if shapes.iter().any(|(s, _)| s.len() != rank) {
        return Err(op.emit_op_error("rank of concatenated inputs must match result rank"));
    }
    if shapes.iter().any(|&(_, e)| e != result_elem) {
        return Err(op.emit_op_error("inputs and result element type must match"));
    }
    let dim = op
        .prop("dim")
        .and_then(|a| match ctx.attr_kind(a) {
            rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .unwrap_or(0);
    let out_of_range = || op.emit_op_error("concatenation dim must be less than the tensor rank");
    if dim >= rank as i64 {
        return Err(out_of_range());
    }
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i as i64 == dim {
            continue;
        }
        // The one static size the inputs agree on, if any.
        for (s, _) in &shapes {
            let d = s[i];
            if d == DYNAMIC {
                continue;
            }
            if *size != DYNAMIC && *size != d {
                return Err(op.emit_op_error(format!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                )));
            }
            *size = d;
        }
    }
    // Upstream does not check a negative dimension, and indexes with it
    // after the sizes above agree; here it is out of range.
    let Some(dim) = usize::try_from(dim).ok() else {
        return Err(out_of_range());
    };
    sizes[dim] = shapes
        .iter()
        .try_fold(0i64, |acc, (s, _)| {
            let d = s[dim];
            (d != DYNAMIC).then(|| acc.wrapping_add(d))
        })
        .unwrap_or(DYNAMIC);
    let inferred = ranked(ctx, &sizes, shapes[0].1, None);
    let mismatch = sizes
        .iter()
        .zip(result_shape)
        .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if mismatch {
        return Err(op.emit_op_error(format!(
            "result type '{}'does not match inferred shape '{}' static sizes",
            ty(ctx, op.result_type(0)),
            ty(ctx, inferred)
        )));
    }
    Ok(())
}

pub fn verify_extract(op: &OpView<'_>) -> VerifyResult {
    let rank = ranked_shape(op.ctx, op.operand_type(0)).map(|s| s.len());
    if rank.is_some_and(|r| r != op.operand_group(1).len()) {
        return Err(op.emit_op_error("incorrect number of indices for extract_element"));
    }
    Ok(())
}

pub fn verify_insert(op: &OpView<'_>) -> VerifyResult {
    let rank = ranked_shape(op.ctx, op.operand_type(1)).map(|s| s.len());
    if rank.is_some_and(|r| r != op.operand_group(2).len()) {
        return Err(op.emit_op_error("incorrect number of indices"));
    }
    Ok(())
}

// ----- slices -----

fn rank_of(op: &OpView<'_>, t: Type) -> usize {
    ranked_shape(op.ctx, t).map(|s| s.len()).unwrap_or(0)
}

/// `OffsetSizeAndStrideOpInterface` of `extract_slice`: lists as long as
/// the source rank.
pub fn verify_extract_slice_lists(op: &OpView<'_>) -> VerifyResult {
    let rank = rank_of(op, op.operand_type(0));
    verify_offset_size_and_stride(op, &SliceLists::of(op, 1), [rank; 3])
}

/// `OffsetSizeAndStrideOpInterface` of `insert_slice` and
/// `parallel_insert_slice`: lists as long as the destination rank.
pub fn verify_insert_slice_lists(op: &OpView<'_>) -> VerifyResult {
    let rank = rank_of(op, op.operand_type(1));
    verify_offset_size_and_stride(op, &SliceLists::of(op, 2), [rank; 3])
}

/// Upstream's `produceSliceErrorMsg`.
fn slice_error(op: &OpView<'_>, result: SliceVerificationResult, expected: Type) -> VerifyResult {
    let ctx = op.ctx;
    let msg = match result {
        SliceVerificationResult::Success => return Ok(()),
        SliceVerificationResult::RankTooLarge => {
            "expected rank to be smaller or equal to the other rank. ".to_string()
        }
        SliceVerificationResult::SizeMismatch => format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            ty(ctx, expected)
        ),
        _ => {
            let elem = ctx.type_kind(expected).element_type().unwrap_or(expected);
            format!("expected element type to be '{}'", ty(ctx, elem))
        }
    };
    Err(op.emit_error(msg))
}

/// Checks `candidate` against the type of a slice of `full` with the op's
/// static sizes (upstream's `ExtractSliceOp::inferResultType` then
/// `isRankReducedType`), then the slice bounds within `full`.
fn verify_slice(op: &OpView<'_>, full: Type, candidate: Type) -> VerifyResult {
    let ctx = op.ctx;
    let (Some((full_shape, elem, encoding)), Some((cand_shape, cand_elem, _))) =
        (ranked_parts(ctx, full), ranked_parts(ctx, candidate))
    else {
        return Ok(());
    };
    let offsets = i64_array(op, "static_offsets");
    let sizes = i64_array(op, "static_sizes");
    let strides = i64_array(op, "static_strides");
    let expected = ranked(ctx, &sizes, elem, encoding);
    if expected != candidate {
        let r = is_rank_reduced_shape(&sizes, elem, cand_shape, cand_elem);
        slice_error(op, r, expected)?;
    }
    verify_in_bounds_slice(full_shape, &offsets, &sizes, &strides).map_err(|m| op.emit_error(m))
}

pub fn verify_extract_slice(op: &OpView<'_>) -> VerifyResult {
    verify_slice(op, op.operand_type(0), op.result_type(0))
}

pub fn verify_insert_slice(op: &OpView<'_>) -> VerifyResult {
    verify_slice(op, op.operand_type(1), op.operand_type(0))
}

/// The ops implementing upstream's `InParallelOpInterface`.
const IN_PARALLEL_OPS: &[&str] = &["scf.forall.in_parallel"];

pub fn verify_parallel_insert_slice(op: &OpView<'_>) -> VerifyResult {
    let parent = op.parent_name().map(|n| op.ctx.ident_bytes(n));
    if !parent.is_some_and(|p| IN_PARALLEL_OPS.iter().any(|x| x.as_bytes() == p)) {
        let mut d = op.emit_error("expected InParallelOpInterface parent, got:");
        d.trailing_op = op.parent_ref();
        return Err(d);
    }
    verify_slice(op, op.operand_type(1), op.operand_type(0))
}

// ----- gather and scatter -----

/// Upstream's `verifyGatherOrScatterDims`.
fn verify_gather_or_scatter_dims(
    op: &OpView<'_>,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    what: &str,
    source_or_dest: &str,
) -> VerifyResult {
    if dims.is_empty() {
        return Err(op.emit_op_error(format!("{what}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op.emit_op_error(format!("{what}_dims overflow {source_or_dest} rank")));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(op.emit_op_error(format!(
            "{what}_dims length must match the size of last dimension of indices"
        )));
    }
    for &d in dims {
        if d < 0 {
            return Err(op.emit_op_error(format!("{what}_dims value must be non-negative")));
        }
        if d as usize >= rank {
            return Err(op.emit_op_error(format!(
                "{what}_dims value must be smaller than {source_or_dest} rank"
            )));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op.emit_op_error(format!("{what}_dims values must be strictly increasing")));
    }
    Ok(())
}

/// Upstream's `GatherOp::inferResultType`: the leading dimensions of the
/// indices, then the source with the gathered dimensions set to 1 (or
/// dropped when `rank_reduced`).
fn gather_result_type(
    ctx: &Context,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Option<Type> {
    let (shape, elem, encoding) = ranked_parts(ctx, source)?;
    let mut out: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                out.push(1);
            }
            continue;
        }
        out.push(d);
    }
    Some(ranked(ctx, &out, elem, encoding))
}

/// What differs between the checks of gather and scatter.
struct GatherLike {
    /// `gather` or `scatter`: names the `<what>_dims` property and starts
    /// the messages.
    what: &'static str,
    /// The tensor gathered from or scattered into, for the messages.
    full_name: &'static str,
    /// The checked tensor, for the messages.
    actual_name: &'static str,
}

/// Shared by gather and scatter: the dims against `full` and `indices`,
/// then `extra`, then `actual` against the type a gather of `full` would
/// produce.
fn verify_gather_like(
    op: &OpView<'_>,
    kind: &GatherLike,
    [full, indices, actual]: [Type; 3],
    extra: impl FnOnce() -> VerifyResult,
) -> VerifyResult {
    let ctx = op.ctx;
    let dims = i64_array(op, &format!("{}_dims", kind.what));
    let (Some(full_shape), Some(idx_shape)) = (ranked_shape(ctx, full), ranked_shape(ctx, indices))
    else {
        return Ok(());
    };
    verify_gather_or_scatter_dims(
        op,
        &dims,
        idx_shape,
        full_shape.len(),
        kind.what,
        kind.full_name,
    )?;
    extra()?;
    let (Some(expected), Some(reduced)) = (
        gather_result_type(ctx, full, idx_shape, &dims, false),
        gather_result_type(ctx, full, idx_shape, &dims, true),
    ) else {
        return Ok(());
    };
    if actual != expected && actual != reduced {
        return Err(op.emit_op_error(format!(
            "{} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
            kind.actual_name,
            ty(ctx, expected),
            ty(ctx, reduced),
            ty(ctx, actual)
        )));
    }
    Ok(())
}

pub fn verify_gather(op: &OpView<'_>) -> VerifyResult {
    const GATHER: GatherLike = GatherLike {
        what: "gather",
        full_name: "source",
        actual_name: "result",
    };
    let types = [op.operand_type(0), op.operand_type(1), op.result_type(0)];
    verify_gather_like(op, &GATHER, types, || Ok(()))
}

pub fn verify_scatter(op: &OpView<'_>) -> VerifyResult {
    const SCATTER: GatherLike = GatherLike {
        what: "scatter",
        full_name: "dest",
        actual_name: "source",
    };
    let types = [op.operand_type(1), op.operand_type(2), op.operand_type(0)];
    verify_gather_like(op, &SCATTER, types, || {
        if !op.flag("unique") {
            return Err(op.emit_op_error("requires 'unique' attribute to be set"));
        }
        Ok(())
    })
}

// ----- regions -----

/// The type of the value the entry block's `tensor.yield` yields, if the
/// region ends with one.
fn yielded_type(op: &OpView<'_>) -> Option<Type> {
    let region = op.region(0);
    let t = region.entry_terminator()?;
    let body = region.body;
    if op.ctx.ident_bytes(body.op(t).name) != b"tensor.yield" || body.operand_count(t) != 1 {
        return None;
    }
    Some(body.value_type(body.operand(t, 0)))
}

fn entry_arg_types(op: &OpView<'_>) -> Vec<Type> {
    let region = op.region(0);
    region
        .entry_args()
        .iter()
        .map(|&v| region.body.value_type(v))
        .collect()
}

pub fn verify_generate_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_regions() == 0 {
        return Ok(());
    }
    let Some((shape, elem, _)) = ranked_parts(ctx, op.result_type(0)) else {
        return Ok(());
    };
    let args = entry_arg_types(op);
    if !args
        .iter()
        .all(|&t| matches!(ctx.type_kind(t), TypeKind::Index))
    {
        return Err(op.emit_error("all body arguments must be index"));
    }
    if args.len() != shape.len() {
        return Err(op.emit_error("must have one body argument per input dimension"));
    }
    if yielded_type(op) != Some(elem) {
        return Err(op.emit_op_error(
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// Upstream's `PadOp::inferResultType` (without a result shape hint).
fn pad_result_shape(source: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() {
        return None;
    }
    Some(
        source
            .iter()
            .zip(low.iter().zip(high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.wrapping_add(l).wrapping_add(h)
                }
            })
            .collect(),
    )
}

pub fn verify_pad(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (source, result) = (op.operand_type(0), op.result_type(0));
    let (Some((src_shape, src_elem, _)), Some((res_shape, _, _))) =
        (ranked_parts(ctx, source), ranked_parts(ctx, result))
    else {
        return Ok(());
    };
    let low = i64_array(op, "static_low");
    let high = i64_array(op, "static_high");
    let Some(expected) = pad_result_shape(src_shape, &low, &high) else {
        return Err(op.emit_error(format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            ty(ctx, source),
            ty(ctx, result)
        )));
    };
    let mismatch = res_shape.len() != expected.len()
        || expected
            .iter()
            .zip(res_shape)
            .any(|(&e, &r)| r != e && e != DYNAMIC);
    if mismatch {
        return Err(op.emit_error(format!(
            "specified type '{}' does not match the inferred type '{}'",
            ty(ctx, result),
            ty(ctx, ranked(ctx, &expected, src_elem, None))
        )));
    }
    Ok(())
}

pub fn verify_pad_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_regions() == 0 || op.region(0).is_empty() {
        return Ok(());
    }
    let Some((shape, elem, _)) = ranked_parts(ctx, op.result_type(0)) else {
        return Ok(());
    };
    let args = entry_arg_types(op);
    if args.len() != shape.len() {
        return Err(op.emit_error(format!(
            "expected the block to have {} arguments",
            shape.len()
        )));
    }
    if let Some(i) = args
        .iter()
        .position(|&t| !matches!(ctx.type_kind(t), TypeKind::Index))
    {
        return Err(op.emit_op_error(format!("expected block argument {} to be an index", i + 1)));
    }
    if yielded_type(op) != Some(elem) {
        return Err(op.emit_op_error("expected yield type to match shape element type"));
    }
    Ok(())
}

// ----- reshapes -----

pub fn verify_reshape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (source, shape, result) = (op.operand_type(0), op.operand_type(1), op.result_type(0));
    if tensor_elem(ctx, source) != tensor_elem(ctx, result) {
        return Err(op.emit_op_error(
            "element types of source and destination tensor types should be the same",
        ));
    }
    let shape_size = ranked_shape(ctx, shape)
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(result_shape) = ranked_shape(ctx, result) {
        if let Some(source_shape) = ranked_shape(ctx, source) {
            let elements = |s: &[i64]| {
                (!s.contains(&DYNAMIC)).then(|| s.iter().fold(1i64, |a, &b| a.wrapping_mul(b)))
            };
            if let (Some(a), Some(b)) = (elements(source_shape), elements(result_shape)) {
                if a != b {
                    return Err(op.emit_op_error(
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
        }
        if shape_size == DYNAMIC {
            return Err(op.emit_op_error(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_size != result_shape.len() as i64 {
            return Err(
                op.emit_op_error("length of shape operand differs from the result's tensor rank")
            );
        }
    }
    Ok(())
}

/// Upstream's `verifyTensorReshapeOp`: the reshape-like checks, then the
/// collapsed type against the one the reassociation infers.
fn verify_tensor_reshape(op: &OpView<'_>, expanded: Type, collapsed: Type) -> VerifyResult {
    let ctx = op.ctx;
    let Some(groups) = op
        .prop("reassociation")
        .and_then(|a| reassociation_indices(ctx, a))
    else {
        return Ok(());
    };
    verify_reshape_like_types(op, expanded, collapsed, &groups)?;
    let (Some((exp_shape, exp_elem, _)), Some((col_shape, col_elem, _))) =
        (ranked_parts(ctx, expanded), ranked_parts(ctx, collapsed))
    else {
        return Ok(());
    };
    let expected = collapsed_shape(exp_shape, &groups);
    if expected != col_shape || exp_elem != col_elem {
        return Err(op.emit_op_error(format!(
            "expected collapsed type to be '{}', but got '{}'",
            ty(ctx, ranked(ctx, &expected, exp_elem, None)),
            ty(ctx, collapsed)
        )));
    }
    Ok(())
}

pub fn verify_expand_shape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let result = op.result_type(0);
    let statics = i64_array(op, "static_output_shape");
    if let Some(shape) = ranked_shape(ctx, result) {
        if statics.len() != shape.len() {
            return Err(op.emit_op_error(format!(
                "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                shape.len(),
                statics.len()
            )));
        }
    }
    let dynamic = num_dynamic(&statics);
    let values = op.operand_group(1).len();
    if values != dynamic {
        return Err(op.emit_op_error(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        )));
    }
    verify_tensor_reshape(op, result, op.operand_type(0))
}

pub fn verify_collapse_shape(op: &OpView<'_>) -> VerifyResult {
    let groups = op
        .prop("reassociation")
        .and_then(|a| reassociation_indices(op.ctx, a))
        .unwrap_or_default();
    if groups.iter().any(|g| g.is_empty()) {
        return Err(op.emit_op_error("reassociation indices must not be empty"));
    }
    verify_tensor_reshape(op, op.operand_type(0), op.result_type(0))
}
