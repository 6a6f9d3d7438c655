//! Verifiers of the bufferization ops (`BufferizationOps.cpp`), with
//! upstream's messages.

use rmlir_ir::op_def::{Effect, EffectKind, InferInput, TypeList, VerifyResult};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpView, Type, TypeKind};

use crate::shape_and_element;

/// The number of `?` dimensions of a ranked shaped type (none for others).
pub(crate) fn num_dynamic_dims(op: &OpView<'_>, t: Type) -> usize {
    match op.ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.iter().filter(|&&d| d == DYNAMIC).count(),
        _ => 0,
    }
}

/// `AllocTensorOp::verify`.
pub(crate) fn alloc_tensor(op: &OpView<'_>) -> VerifyResult {
    let dynamic = op.operand_group(0);
    let copy = op.operand_group(1).first().copied();
    let ty = op.result_type(0);
    if copy.is_some() && !dynamic.is_empty() {
        return Err(op.emit_error("dynamic sizes not needed when copying a tensor"));
    }
    let expected = num_dynamic_dims(op, ty);
    if copy.is_none() && expected != dynamic.len() {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {}, expected {expected}",
            dynamic.len()
        )));
    }
    if let Some(c) = copy {
        if op.body.value_type(c) != ty {
            return Err(op.emit_error("expected that `copy` and return type match"));
        }
    }
    Ok(())
}

/// `AllElementTypesMatch<["source", "dest"]>`.
pub(crate) fn same_element_types(op: &OpView<'_>) -> bool {
    if op.num_operands() != 2 {
        return true;
    }
    // `getElementTypeOrSelf`.
    let elem = |i: usize| {
        let t = op.operand_type(i);
        op.ctx.type_kind(t).element_type().unwrap_or(t)
    };
    elem(0) == elem(1)
}

fn is_tensor(op: &OpView<'_>, t: Type) -> bool {
    matches!(
        op.ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn is_memref(op: &OpView<'_>, t: Type) -> bool {
    matches!(
        op.ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `MaterializeInDestinationOp::verify`.
pub(crate) fn materialize_in_destination(op: &OpView<'_>) -> VerifyResult {
    let dest = op.operand_type(1);
    let (dest_tensor, dest_memref) = (is_tensor(op, dest), is_memref(op, dest));
    if !dest_tensor && !dest_memref {
        return Err(op.emit_op_error("'dest' must be a tensor or a memref"));
    }
    if dest_tensor {
        if op.num_results() != 1 {
            return Err(op.emit_op_error("tensor 'dest' implies exactly one tensor result"));
        }
        if op.result_type(0) != dest {
            return Err(op.emit_op_error("result and 'dest' types must match"));
        }
    }
    if dest_memref && op.num_results() != 0 {
        return Err(op.emit_op_error("memref 'dest' implies zero results"));
    }
    if op.prop("restrict").is_some() && !dest_memref {
        return Err(op.emit_op_error("'restrict' is valid only for memref destinations"));
    }
    if op.prop("writable").is_some() != dest_memref {
        return Err(op.emit_op_error(
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    let src = shape_and_element(op.ctx, op.operand_type(0)).map(|(s, _)| s);
    let dst = shape_and_element(op.ctx, dest).map(|(s, _)| s);
    let (Some(src), Some(dst)) = (src, dst) else {
        return Ok(());
    };
    match (src, dst) {
        (None, None) => {}
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return Err(op.emit_op_error("rank mismatch between source and destination shape"));
            }
            if s.iter()
                .zip(d)
                .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b)
            {
                return Err(op.emit_op_error("source/destination shapes are incompatible"));
            }
        }
        _ => return Err(op.emit_op_error("source/destination shapes are incompatible")),
    }
    Ok(())
}

/// `MaterializeInDestinationOp::getEffects`: a write of a buffer
/// destination; none for a tensor one.
pub(crate) fn materialize_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    if op.num_operands() == 2 && is_memref(op, op.operand_type(1)) {
        out.push(Effect {
            kind: EffectKind::Write,
            on: Some(op.operand(1)),
        });
    }
}

/// `detail::typesMatchAfterBufferization` for the builtin tensor and
/// memref types (`TensorType::verifyCompatibleBufferType`): the same
/// shape, then the same element type. Upstream's predicate reports which
/// differs as an error of its own, before the trait's failure.
fn types_match(op: &OpView<'_>, tensor: Type, buffer: Type) -> VerifyResult {
    let (Some((ts, te)), Some((bs, be))) = (
        shape_and_element(op.ctx, tensor),
        shape_and_element(op.ctx, buffer),
    ) else {
        return Ok(());
    };
    let why = if ts != bs {
        "shapes do not match"
    } else if te != be {
        "element types do not match"
    } else {
        return Ok(());
    };
    let mut d = op.emit_error(why);
    d.notes
        .push(*op.emit_op_error("failed to verify that specified tensor and buffer types match"));
    Err(d)
}

/// `Bufferization_TensorAndBufferMatch<"result", "buffer">`.
pub(crate) fn to_tensor_types_match(op: &OpView<'_>) -> VerifyResult {
    if op.num_operands() != 1 || op.num_results() != 1 {
        return Ok(());
    }
    types_match(op, op.result_type(0), op.operand_type(0))
}

/// `Bufferization_TensorAndBufferMatch<"tensor", "buffer">`.
pub(crate) fn to_buffer_types_match(op: &OpView<'_>) -> VerifyResult {
    if op.num_operands() != 1 || op.num_results() != 1 {
        return Ok(());
    }
    types_match(op, op.operand_type(0), op.result_type(0))
}

/// `DeallocOp::verify`.
pub(crate) fn dealloc(op: &OpView<'_>) -> VerifyResult {
    if op.operand_group(0).len() != op.operand_group(1).len() {
        return Err(
            op.emit_op_error("must have the same number of conditions as memrefs to deallocate")
        );
    }
    if op.operand_group(2).len() != op.num_results() {
        return Err(op.emit_op_error(
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

/// `DeallocOp::inferReturnTypes`: an `i1` per retained buffer.
pub(crate) fn dealloc_result_types(input: &InferInput<'_>) -> Result<TypeList, Option<String>> {
    let retained = input.groups.get(2).map_or(0, |&(_, n)| n);
    Ok((0..retained).map(|_| input.ctx.int_type(1)).collect())
}
