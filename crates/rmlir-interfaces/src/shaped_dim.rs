//! What `tensor.dim` and `memref.dim` share beyond their folds.

use rmlir_ir::op_def::Speculatability;
use rmlir_ir::{AttrKind, OpView};

/// `DimOp::getSpeculatability` (tensor and memref): speculatable when the
/// index is a constant below the rank of a ranked source; otherwise the
/// read of a dimension that does not exist is undefined behaviour.
pub fn dim_speculatability(op: &OpView<'_>) -> Speculatability {
    if op.num_operands() != 2 {
        return Speculatability::NotSpeculatable;
    }
    let index = rmlir_ir::common_folders::value_constant(op.ctx, op.body, op.body_id, op.operand(1))
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        });
    let rank = op.ctx.type_kind(op.operand_type(0)).shape().map(|s| s.len() as i64);
    match (index, rank) {
        (Some(i), Some(r)) if i < r => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
