//! `SubsetOpInterface` for the slicing ops (upstream's
//! `SubsetInsertionOpInterfaceImpl.cpp`): `tensor.extract_slice` extracts
//! from its source, `tensor.insert_slice` inserts into its destination,
//! each the hyperrectangle its offsets, sizes and strides describe.

use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::subset::{HyperrectangularSlice, SubsetKind, SubsetOp};
use rmlir_interfaces::view_like::mixed_values;
use rmlir_ir::{Context, OpView};

/// The slice of an op whose offsets, sizes and strides start at ODS
/// operand group `first_group`.
fn slice(op: &OpView<'_>, first_group: usize) -> HyperrectangularSlice {
    let l = SliceLists::of(op, first_group);
    HyperrectangularSlice {
        offsets: mixed_values(&l.static_offsets, &l.offsets),
        sizes: mixed_values(&l.static_sizes, &l.sizes),
        strides: mixed_values(&l.static_strides, &l.strides),
    }
}

struct ExtractSlice;

impl SubsetOp for ExtractSlice {
    fn kind(&self, op: &OpView<'_>) -> Option<SubsetKind> {
        (op.num_operands() >= 1 && op.num_results() == 1)
            .then_some(SubsetKind::Extraction { source: 0 })
    }
    fn accessed_slice(&self, op: &OpView<'_>) -> Option<HyperrectangularSlice> {
        Some(slice(op, 1))
    }
}

struct InsertSlice;

impl SubsetOp for InsertSlice {
    fn kind(&self, op: &OpView<'_>) -> Option<SubsetKind> {
        (op.num_operands() >= 2 && op.num_results() == 1).then_some(SubsetKind::Insertion {
            source: 0,
            destination: 1,
        })
    }
    fn accessed_slice(&self, op: &OpView<'_>) -> Option<HyperrectangularSlice> {
        Some(slice(op, 2))
    }
}

static EXTRACT_SLICE: ExtractSlice = ExtractSlice;
static INSERT_SLICE: InsertSlice = InsertSlice;

/// Attaches the implementations.
pub(crate) fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    ctx.attach_op_interface::<dyn SubsetOp>("tensor.extract_slice", &EXTRACT_SLICE);
    ctx.attach_op_interface::<dyn SubsetOp>("tensor.insert_slice", &INSERT_SLICE);
}
