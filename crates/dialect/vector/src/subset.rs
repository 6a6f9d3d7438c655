//! `SubsetOpInterface` for the transfer ops on tensors (upstream's
//! `Vector/Transforms/SubsetOpInterfaceImpl.cpp`): `transfer_read`
//! extracts from its base, `transfer_write` inserts its vector into its
//! base, each the block its indices and transfer chunk describe.

use rmlir_interfaces::subset::{HyperrectangularSlice, SubsetKind, SubsetOp};
use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::{Context, OpView};

/// The block a transfer accesses: offsets at its indices, sizes of its
/// chunk, unit strides.
fn slice(op: &OpView<'_>) -> Option<HyperrectangularSlice> {
    let (indices, chunk) = crate::transfer::accessed_chunk(op.ctx, op.body, op.body_id, op.op)?;
    Some(HyperrectangularSlice {
        offsets: indices.into_iter().map(OpFoldResult::Value).collect(),
        strides: vec![OpFoldResult::Int(1); chunk.len()],
        sizes: chunk.into_iter().map(OpFoldResult::Int).collect(),
    })
}

struct TransferRead;

impl SubsetOp for TransferRead {
    fn kind(&self, op: &OpView<'_>) -> Option<SubsetKind> {
        (op.num_operands() >= 1 && op.num_results() == 1)
            .then_some(SubsetKind::Extraction { source: 0 })
    }
    fn accessed_slice(&self, op: &OpView<'_>) -> Option<HyperrectangularSlice> {
        slice(op)
    }
}

struct TransferWrite;

impl SubsetOp for TransferWrite {
    fn kind(&self, op: &OpView<'_>) -> Option<SubsetKind> {
        // Only writes to tensors have the updated destination as result.
        (op.num_operands() >= 2 && op.num_results() == 1).then_some(SubsetKind::Insertion {
            source: 0,
            destination: 1,
        })
    }
    fn accessed_slice(&self, op: &OpView<'_>) -> Option<HyperrectangularSlice> {
        slice(op)
    }
}

static TRANSFER_READ: TransferRead = TransferRead;
static TRANSFER_WRITE: TransferWrite = TransferWrite;

/// Attaches the implementations.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn SubsetOp>("vector.transfer_read", &TRANSFER_READ);
    ctx.attach_op_interface::<dyn SubsetOp>("vector.transfer_write", &TRANSFER_WRITE);
}
