//! The `bufferization` dialect (`BufferizationOps.td`): the ops that
//! stand between tensors and buffers (`to_tensor`, `to_buffer`,
//! `alloc_tensor`, `materialize_in_destination`, `dealloc_tensor`), buffer
//! copies (`clone`) and ownership-based deallocation (`dealloc`), and the
//! dialect's attributes on functions (`bufferization.writable`,
//! `bufferization.access`, `bufferization.buffer_layout`) and on
//! allocating ops (`bufferization.manual_deallocation`).

mod asm;
mod attrs;
pub mod canonicalize;
mod verify;

use rmlir_ir::constraints::{
    ANY_ATTR, ANY_RANKED_OR_UNRANKED_MEMREF, ANY_TENSOR, I1, INDEX, UNIT_ATTR,
};
use rmlir_ir::op_def::{EffectKind, EffectOn, Effects, TypeClass, TypeConstraint};
use rmlir_ir::{Context, DialectDef, Type, TypeKind};

/// `Bufferization_BufferLikeTypeInterface`: of the builtin types, the
/// ranked and unranked memrefs implement it.
pub const BUFFER_LIKE: TypeConstraint = TypeConstraint {
    summary: "BufferLikeType instance",
    pred: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    },
    builder: None,
    class: TypeClass::BaseMemRef,
};

/// `AnyShaped`.
const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    pred: |ctx, t| ctx.type_kind(t).is_shaped(),
    builder: None,
    class: TypeClass::Shaped,
};

/// `Bufferization_TensorLikeTypeInterface`: the ranked and unranked
/// tensors.
pub const TENSOR_LIKE: TypeConstraint = TypeConstraint {
    summary: "TensorLikeType instance",
    pred: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    },
    builder: None,
    class: TypeClass::Tensor,
};

rmlir_ods::ops! {
    dialect = "bufferization";

    /// `bufferization.alloc_tensor`: a new, uninitialized (or copied)
    /// tensor that bufferizes to an allocation.
    op AllocTensorOp = "alloc_tensor" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [dynamic_sizes: variadic(INDEX), copy: optional(ANY_TENSOR), size_hint: optional(INDEX)],
        properties: [memory_space: optional(ANY_ATTR)],
        results: [result: ANY_TENSOR],
        asm: { parse: asm::parse_alloc_tensor, print: asm::print_alloc_tensor },
        verify: verify::alloc_tensor,
        canonicalize: canonicalize::alloc_tensor_patterns,
    }

    /// `bufferization.clone`: a copy of a buffer the caller owns.
    op CloneOp = "clone" {
        operands: [input: ANY_RANKED_OR_UNRANKED_MEMREF],
        results: [output: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$input attr-dict `:` type($input) `to` type($output)",
        interfaces: {
            memory_effects: Effects::Static(&[
                (EffectKind::Read, EffectOn::Operand(0)),
                (EffectKind::Write, EffectOn::Result(0)),
                (EffectKind::Alloc, EffectOn::Result(0)),
            ]),
        },
        fold: canonicalize::fold_clone,
        canonicalize: canonicalize::clone_patterns,
    }

    /// `bufferization.materialize_in_destination`: the source tensor's
    /// contents stored in the destination tensor or buffer.
    op MaterializeInDestinationOp = "materialize_in_destination" {
        operands: [source: ANY_TENSOR, dest: ANY_SHAPED],
        properties: [restrict: optional(UNIT_ATTR), writable: optional(UNIT_ATTR)],
        results: [result: optional(ANY_TENSOR)],
        type_rules: [pred("all of {source, dest} have same element type", verify::same_element_types)],
        format: "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
        verify: verify::materialize_in_destination,
        interfaces: { memory_effects: Effects::Custom(verify::materialize_effects) },
    }

    /// `bufferization.dealloc_tensor`: releases a tensor's storage.
    op DeallocTensorOp = "dealloc_tensor" {
        operands: [tensor: ANY_TENSOR],
        format: "$tensor attr-dict `:` type($tensor)",
    }

    /// `bufferization.to_tensor`: the tensor a buffer holds.
    op ToTensorOp = "to_tensor" {
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
        operands: [buffer: BUFFER_LIKE],
        properties: [restrict: optional(UNIT_ATTR), writable: optional(UNIT_ATTR)],
        results: [result: TENSOR_LIKE],
        type_rules: [check(verify::to_tensor_types_match)],
        format: "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        fold: canonicalize::fold_to_tensor,
        canonicalize: canonicalize::to_tensor_patterns,
    }

    /// `bufferization.to_buffer`: a buffer holding a tensor.
    op ToBufferOp = "to_buffer" {
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, PURE],
        operands: [tensor: TENSOR_LIKE],
        properties: [read_only: optional(UNIT_ATTR)],
        results: [buffer: BUFFER_LIKE],
        type_rules: [check(verify::to_buffer_types_match)],
        format: "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
        fold: canonicalize::fold_to_buffer,
        canonicalize: canonicalize::to_buffer_patterns,
    }

    /// `bufferization.dealloc`: frees the buffers whose condition holds
    /// unless a retained buffer aliases them; the results say which
    /// retained buffers the caller now owns.
    op DeallocOp = "dealloc" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            memrefs: variadic(ANY_RANKED_OR_UNRANKED_MEMREF),
            conditions: variadic(I1),
            retained: variadic(ANY_RANKED_OR_UNRANKED_MEMREF),
        ],
        results: [updatedConditions: variadic(I1)],
        format: "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict",
        verify: verify::dealloc,
        interfaces: { infer_types: verify::dealloc_result_types },
        canonicalize: canonicalize::dealloc_patterns,
    }
}

/// The bufferization dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    verify_op_attr: Some(attrs::verify_op_attribute),
    verify_region_arg_attribute: Some(attrs::verify_region_arg_attribute),
    ..DialectDef::new("bufferization")
};

/// The shape and element type of a shaped type: `None` for the shape of an
/// unranked one.
fn shape_and_element(ctx: &Context, t: Type) -> Option<(Option<&[i64]>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::MemRef { shape, elem, .. } => {
            Some((Some(shape), *elem))
        }
        TypeKind::UnrankedTensor { elem } | TypeKind::UnrankedMemRef { elem, .. } => {
            Some((None, *elem))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
