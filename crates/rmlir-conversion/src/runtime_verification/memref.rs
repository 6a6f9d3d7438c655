//! The runtime checks of memref ops (upstream's
//! `mlir/lib/Dialect/MemRef/Transforms/RuntimeOpVerification.cpp`).

use rmlir_interfaces::runtime_verification::{ErrorMessage, RuntimeVerifiable};
use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::view_like::mixed_values;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, TypeKind, Value};
use rmlir_memref::layout::{memref_type, strided_layout, strides_and_offset};

use super::{
    andi, assert, cmpi, const_bool, const_index, if_i1, in_bounds, shape, value_or_constant,
    Checks, Pred,
};

static ASSUME_ALIGNMENT: Checks = Checks(assume_alignment);
static CAST: Checks = Checks(cast);
static COPY: Checks = Checks(copy);
static DIM: Checks = Checks(dim);
static EXPAND_SHAPE: Checks = Checks(expand_shape);
static LOAD: Checks = Checks(|rw, op, loc, message| load_store(rw, op, loc, message, 0));
static STORE: Checks = Checks(|rw, op, loc, message| load_store(rw, op, loc, message, 1));
static SUBVIEW: Checks = Checks(subview);

/// Upstream's `memref::registerRuntimeVerifiableOpInterfaceExternalModels`.
/// There is nothing to check for `reinterpret_cast`.
pub(super) fn attach(ctx: &mut Context) {
    let ops: [(&str, &'static Checks); 10] = [
        ("memref.assume_alignment", &ASSUME_ALIGNMENT),
        ("memref.atomic_rmw", &STORE),
        ("memref.cast", &CAST),
        ("memref.copy", &COPY),
        ("memref.dim", &DIM),
        ("memref.expand_shape", &EXPAND_SHAPE),
        ("memref.generic_atomic_rmw", &LOAD),
        ("memref.load", &LOAD),
        ("memref.store", &STORE),
        ("memref.subview", &SUBVIEW),
    ];
    for (name, imp) in ops {
        ctx.attach_op_interface::<dyn RuntimeVerifiable>(name, imp);
    }
}

/// `memref::DimOp::create(b, loc, source, index)`: the index constant,
/// then the op.
fn dim_op(rw: &mut PatternRewriter<'_>, loc: Location, source: Value, i: i64) -> OpId {
    let index = const_index(rw, loc, i);
    let ty = rw.ctx.index_type();
    rmlir_memref::DimOp::build(rw, loc, ty, source, index).id()
}

fn dim_value(rw: &mut PatternRewriter<'_>, loc: Location, source: Value, i: i64) -> Value {
    let op = dim_op(rw, loc, source, i);
    rw.body.result(op, 0)
}

/// `memref::RankOp::create`.
fn rank(rw: &mut PatternRewriter<'_>, loc: Location, source: Value) -> Value {
    let ty = rw.ctx.index_type();
    rmlir_memref::RankOp::build(rw, loc, ty, source).result()
}

/// `memref::ExtractStridedMetadataOp::create` on a ranked memref:
/// `(offset, sizes, strides)`.
fn strided_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
) -> Option<(Value, Vec<Value>, Vec<Value>)> {
    let ctx = rw.ctx;
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(rw.body.value_type(source))
    else {
        return None;
    };
    let rank = shape.len();
    let base = memref_type(ctx, &[], *elem, None, *memory_space);
    let index = ctx.index_type();
    let indices = vec![index; rank];
    let op = rmlir_memref::ExtractStridedMetadataOp::build(
        rw, loc, base, index, &indices, &indices, source,
    )
    .id();
    let results: Vec<Value> = rw.body.results(op).collect();
    Some((
        results[1],
        results[2..2 + rank].to_vec(),
        results[2 + rank..].to_vec(),
    ))
}

fn assume_alignment(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    message: ErrorMessage<'_>,
) {
    let view = rw.view(op);
    let (Some(memref), Some(alignment)) = (
        view.operand_of(0),
        view.prop("alignment").and_then(|a| rw.ctx.int_value(a)),
    ) else {
        return;
    };
    let index = rw.ctx.index_type();
    let ptr = rmlir_memref::ExtractAlignedPointerAsIndexOp::build(rw, loc, index, memref)
        .aligned_pointer();
    let align = const_index(rw, loc, alignment);
    let rest = rmlir_arith::ops::RemUIOp::build(rw, loc, index, ptr, align).result();
    let zero = const_index(rw, loc, 0);
    let is_aligned = cmpi(rw, loc, Pred::Eq, rest, zero);
    assert(
        rw,
        loc,
        is_aligned,
        message(&format!("memref is not aligned to {alignment}")),
    );
}

fn cast(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let ctx = rw.ctx;
    let view = rw.view(op);
    let Some(source) = view.operand_of(0) else {
        return;
    };
    let Some(&result_type) = view.result_types().first() else {
        return;
    };
    let src_type = rw.body.value_type(source);
    // Nothing to check if the result is unranked.
    let TypeKind::MemRef {
        shape: result_shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(result_type)
    else {
        return;
    };
    let result_rank = result_shape.len();
    let src_shape = shape(ctx, src_type);
    if src_shape.is_none() {
        let src_rank = rank(rw, loc, source);
        let expected_rank = const_index(rw, loc, result_rank as i64);
        let same = cmpi(rw, loc, Pred::Eq, src_rank, expected_rank);
        assert(rw, loc, same, message("rank mismatch"));
    }

    // Offset and strides come from a cast to a fully dynamic layout, which
    // unranked sources can be read through too (their rank was checked).
    let dynamic = vec![DYNAMIC; result_rank];
    let layout = strided_layout(ctx, DYNAMIC, &dynamic);
    let dyn_strides_type = memref_type(ctx, &dynamic, *elem, Some(layout), *memory_space);
    let helper = rmlir_memref::CastOp::build(rw, loc, dyn_strides_type, source).dest();
    let Some((offset, _, strides)) = strided_metadata(rw, loc, helper) else {
        return;
    };

    for (i, &size) in result_shape.iter().enumerate() {
        // A static source size was checked statically; a dynamic result
        // size needs no check.
        if src_shape
            .as_ref()
            .is_some_and(|s| s.get(i).is_some_and(|&d| d != DYNAMIC))
            || size == DYNAMIC
        {
            continue;
        }
        let src_size = dim_value(rw, loc, source, i as i64);
        let result_size = const_index(rw, loc, size);
        let same = cmpi(rw, loc, Pred::Eq, src_size, result_size);
        assert(rw, loc, same, message(&format!("size mismatch of dim {i}")));
    }

    let Some((result_strides, result_offset)) = strides_and_offset(ctx, result_type) else {
        return;
    };
    if result_offset != DYNAMIC {
        let expected = const_index(rw, loc, result_offset);
        let same = cmpi(rw, loc, Pred::Eq, offset, expected);
        assert(rw, loc, same, message("offset mismatch"));
    }
    for (i, &stride) in result_strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let Some(&src_stride) = strides.get(i) else {
            break;
        };
        let expected = const_index(rw, loc, stride);
        let same = cmpi(rw, loc, Pred::Eq, src_stride, expected);
        assert(
            rw,
            loc,
            same,
            message(&format!("stride mismatch of dim {i}")),
        );
    }
}

fn copy(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let view = rw.view(op);
    let (Some(source), Some(target)) = (view.operand_of(0), view.operand_of(1)) else {
        return;
    };
    // Unranked memrefs are not checked yet.
    let (Some(src_shape), Some(dst_shape)) = (
        shape(rw.ctx, rw.body.value_type(source)),
        shape(rw.ctx, rw.body.value_type(target)),
    ) else {
        return;
    };
    for (i, (&s, &t)) in src_shape.iter().zip(&dst_shape).enumerate() {
        // Static sizes on both sides were checked by the verifier.
        if s != DYNAMIC && t != DYNAMIC {
            continue;
        }
        let size_of = |rw: &mut PatternRewriter<'_>, memref: Value, size: i64| {
            if size == DYNAMIC {
                dim_value(rw, loc, memref, i as i64)
            } else {
                const_index(rw, loc, size)
            }
        };
        let source_dim = size_of(rw, source, s);
        let target_dim = size_of(rw, target, t);
        let same = cmpi(rw, loc, Pred::Eq, source_dim, target_dim);
        assert(
            rw,
            loc,
            same,
            message(&format!("size of {i}-th source/target dim does not match")),
        );
    }
}

fn dim(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let view = rw.view(op);
    let (Some(source), Some(index)) = (view.operand_of(0), view.operand_of(1)) else {
        return;
    };
    let rank = rank(rw, loc, source);
    let zero = const_index(rw, loc, 0);
    let ok = in_bounds(rw, loc, index, zero, rank);
    assert(rw, loc, ok, message("index is out of bounds"));
}

fn expand_shape(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let ctx = rw.ctx;
    let view = rw.view(op);
    let Some(source) = view.operand_of(0) else {
        return;
    };
    let Some(groups) = view
        .prop("reassociation")
        .and_then(|a| rmlir_interfaces::reshape::reassociation_indices(ctx, a))
    else {
        return;
    };
    let Some(result_shape) = view.result_types().first().and_then(|&t| shape(ctx, t)) else {
        return;
    };
    let index = ctx.index_type();
    // The static sizes of each group must divide the source size.
    for (i, group) in groups.iter().enumerate() {
        let src_size = dim_value(rw, loc, source, i as i64);
        let group_size = group
            .iter()
            .filter_map(|&d| usize::try_from(d).ok().and_then(|d| result_shape.get(d)))
            .filter(|&&s| s != DYNAMIC)
            .fold(1i64, |acc, &s| acc.wrapping_mul(s));
        let static_size = const_index(rw, loc, group_size);
        let rem = rmlir_arith::ops::RemSIOp::build(rw, loc, index, src_size, static_size).result();
        let zero = const_index(rw, loc, 0);
        let divides = cmpi(rw, loc, Pred::Eq, rem, zero);
        assert(
            rw,
            loc,
            divides,
            message("static result dims in reassoc group do not divide src dim evenly"),
        );
    }
}

/// `LoadStoreOpInterface` (`load`, `store`, `atomic_rmw`,
/// `generic_atomic_rmw`): every index is within its dimension. The memref
/// and the indices are ODS operand groups `first` and `first + 1` (after
/// the value `store` and `atomic_rmw` write).
fn load_store(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    message: ErrorMessage<'_>,
    first: usize,
) {
    super::indices_in_bounds(rw, op, loc, message, first, dim_op);
}

/// Each dimension of the subview starts within the source (at its end for
/// an empty one) and, when not empty, ends within it.
fn subview(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let view = rw.view(op);
    let Some(source) = view.operand_of(0) else {
        return;
    };
    let lists = SliceLists::of(&view, 1);
    let Some(rank) = shape(rw.ctx, rw.body.value_type(source)).map(|s| s.len()) else {
        return;
    };
    let offsets = mixed_values(&lists.static_offsets, &lists.offsets);
    let sizes = mixed_values(&lists.static_sizes, &lists.sizes);
    let strides = mixed_values(&lists.static_strides, &lists.strides);
    if offsets.len() < rank || sizes.len() < rank || strides.len() < rank {
        return;
    }
    let zero = const_index(rw, loc, 0);
    let one = const_index(rw, loc, 1);
    let Some((_, dim_sizes, _)) = strided_metadata(rw, loc, source) else {
        return;
    };
    for i in 0..rank {
        rw.set_insertion_point(op);
        let offset = value_or_constant(rw, loc, offsets[i]);
        let size = value_or_constant(rw, loc, sizes[i]);
        let stride = value_or_constant(rw, loc, strides[i]);
        let dim_size = dim_sizes[i];
        slice_checks(
            rw,
            loc,
            [offset, size, stride],
            zero,
            one,
            dim_size,
            i,
            "subview",
            message,
        );
    }
}

/// The checks of one dimension of a slice (`memref.subview`,
/// `tensor.extract_slice`): for an empty slice `0 <= offset <= dim_size`,
/// otherwise `0 <= offset < dim_size` and
/// `0 <= offset + (size - 1) * stride < dim_size`.
#[allow(clippy::too_many_arguments)]
pub(super) fn slice_checks(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    [offset, size, stride]: [Value; 3],
    zero: Value,
    one: Value,
    dim_size: Value,
    i: usize,
    what: &str,
    message: ErrorMessage<'_>,
) {
    let is_empty = cmpi(rw, loc, Pred::Eq, size, zero);
    let offset_ok = if_i1(
        rw,
        loc,
        is_empty,
        |rw| {
            let ge = cmpi(rw, loc, Pred::Sge, offset, zero);
            let le = cmpi(rw, loc, Pred::Sle, offset, dim_size);
            andi(rw, loc, ge, le)
        },
        |rw| in_bounds(rw, loc, offset, zero, dim_size),
    );
    assert(
        rw,
        loc,
        offset_ok,
        message(&format!("offset {i} is out-of-bounds")),
    );

    let non_empty = cmpi(rw, loc, Pred::Sgt, size, zero);
    let end_ok = if_i1(
        rw,
        loc,
        non_empty,
        |rw| {
            let index = rw.ctx.index_type();
            let size_minus_one =
                rmlir_arith::ops::SubIOp::build(rw, loc, index, size, one, None).result();
            let scaled =
                rmlir_arith::ops::MulIOp::build(rw, loc, index, size_minus_one, stride, None)
                    .result();
            let last =
                rmlir_arith::ops::AddIOp::build(rw, loc, index, offset, scaled, None).result();
            in_bounds(rw, loc, last, zero, dim_size)
        },
        |rw| const_bool(rw, loc, true),
    );
    assert(
        rw,
        loc,
        end_ok,
        message(&format!("{what} runs out-of-bounds along dimension {i}")),
    );
}
