//! The runtime checks of tensor ops (upstream's
//! `mlir/lib/Dialect/Tensor/Transforms/RuntimeOpVerification.cpp`).

use rmlir_interfaces::runtime_verification::{ErrorMessage, RuntimeVerifiable};
use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::view_like::mixed_values;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, Value};

use super::memref::slice_checks;
use super::{
    assert, cmpi, const_index, create_or_fold, in_bounds, shape, value_or_constant, Checks, Pred,
};

static CAST: Checks = Checks(cast);
static DIM: Checks = Checks(dim);
static EXTRACT: Checks = Checks(|rw, op, loc, message| extract_insert(rw, op, loc, message, 0));
static INSERT: Checks = Checks(|rw, op, loc, message| extract_insert(rw, op, loc, message, 1));
static EXTRACT_SLICE: Checks = Checks(extract_slice);

/// Upstream's `tensor::registerRuntimeVerifiableOpInterfaceExternalModels`.
pub(super) fn attach(ctx: &mut Context) {
    let ops: [(&str, &'static Checks); 5] = [
        ("tensor.cast", &CAST),
        ("tensor.dim", &DIM),
        ("tensor.extract", &EXTRACT),
        ("tensor.extract_slice", &EXTRACT_SLICE),
        ("tensor.insert", &INSERT),
    ];
    for (name, imp) in ops {
        ctx.attach_op_interface::<dyn RuntimeVerifiable>(name, imp);
    }
}

/// `tensor::DimOp::create(b, loc, source, index)`: the index constant,
/// then the op.
fn dim_op(rw: &mut PatternRewriter<'_>, loc: Location, source: Value, i: i64) -> OpId {
    let index = const_index(rw, loc, i);
    let ty = rw.ctx.index_type();
    rmlir_tensor::DimOp::build(rw, loc, ty, source, index).id()
}

/// `tensor::RankOp::create`.
fn rank(rw: &mut PatternRewriter<'_>, loc: Location, source: Value) -> Value {
    let ty = rw.ctx.index_type();
    rmlir_tensor::RankOp::build(rw, loc, ty, source).result()
}

fn cast(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
    let ctx = rw.ctx;
    let view = rw.view(op);
    let Some(source) = view.operand_of(0) else {
        return;
    };
    // Nothing to check if the result is unranked.
    let Some(result_shape) = view.result_types().first().and_then(|&t| shape(ctx, t)) else {
        return;
    };
    let src_shape = shape(ctx, rw.body.value_type(source));
    if src_shape.is_none() {
        let src_rank = rank(rw, loc, source);
        let result_rank = const_index(rw, loc, result_shape.len() as i64);
        let same = cmpi(rw, loc, Pred::Eq, src_rank, result_rank);
        assert(rw, loc, same, message("rank mismatch"));
    }
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
        let dim = dim_op(rw, loc, source, i as i64);
        let src_size = rw.body.result(dim, 0);
        let result_size = const_index(rw, loc, size);
        let same = cmpi(rw, loc, Pred::Eq, src_size, result_size);
        assert(rw, loc, same, message(&format!("size mismatch of dim {i}")));
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

/// `ExtractInsertOpInterface`: every index is within its dimension. The
/// tensor and the indices are ODS operand groups `first` and `first + 1`
/// (after the scalar `insert` writes).
fn extract_insert(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    message: ErrorMessage<'_>,
    first: usize,
) {
    super::indices_in_bounds(rw, op, loc, message, first, dim_op);
}

/// As `memref.subview`'s checks, the size of each dimension read with
/// `tensor.dim`.
fn extract_slice(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, message: ErrorMessage<'_>) {
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
    for i in 0..rank {
        let offset = value_or_constant(rw, loc, offsets[i]);
        let size = value_or_constant(rw, loc, sizes[i]);
        let stride = value_or_constant(rw, loc, strides[i]);
        let dim_size = create_or_fold(rw, |rw| dim_op(rw, loc, source, i as i64));
        slice_checks(
            rw,
            loc,
            [offset, size, stride],
            zero,
            one,
            dim_size,
            i,
            "extract_slice",
            message,
        );
    }
}
