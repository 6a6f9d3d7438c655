//! The `vector` dialect (`VectorOps.td`): n-D vector values and the ops
//! that build, reshape, combine, reduce, mask and move them to and from
//! memory, plus the `#vector.kind`, `#vector.iterator_type` and
//! `#vector.punctuation` attributes.

pub mod attrs;
mod asm;
mod bitcast;
mod extract;
mod fold;
mod memory;
mod reduction;
mod slices;
mod step;
mod subset;
mod transfer;
mod verify;

use attrs::*;
use rmlir_arith::attrs::{fastmath_none, FASTMATH_ATTR};
use rmlir_interfaces::view_like::DynamicIndexList;
use rmlir_ir::constraints::{
    AFFINE_MAP_ATTR, ANY_MEMREF, ANY_RANKED_TENSOR, ANY_TYPE, ANY_VECTOR, ARRAY_ATTR, BOOL_ATTR,
    DENSE_I64_ARRAY_ATTR, I64_ATTR, INDEX, STR_ATTR,
};
use rmlir_ir::op_def::{EffectKind, EffectOn, Effects, TypeClass, TypeConstraint};
use rmlir_ir::{Context, DialectDef, Type, TypeKind};

/// The shape, scalable flags and element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// `vector<shape x elem>` with scalable flags.
pub fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    let mut sc: Vec<bool> = scalable.to_vec();
    sc.resize(shape.len(), false);
    ctx.intern_type(TypeKind::Vector {
        shape: shape.into(),
        scalable: sc.into(),
        elem,
    })
}

fn is_nz_vec(c: &Context, t: Type) -> bool {
    vector_parts(c, t).is_some_and(|(s, _, _)| !s.is_empty())
}
fn is_fixed_vec(c: &Context, t: Type) -> bool {
    vector_parts(c, t).is_some_and(|(_, sc, _)| !sc.iter().any(|&b| b))
}
fn is_i1(c: &Context, t: Type) -> bool {
    c.is_integer(t, 1)
        && matches!(c.type_kind(t), TypeKind::Integer { signedness, .. } if *signedness == rmlir_ir::types::Signedness::Signless)
}
fn elem_is(c: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    vector_parts(c, t).is_some_and(|(_, _, e)| f(c, e))
}

macro_rules! tc {
    ($name:ident, $summary:expr, $pred:expr, $class:expr) => {
        #[doc = concat!("`", $summary, "`.")]
        pub const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: None,
            class: $class,
        };
    };
}

tc!(NZ_VECTOR, "vector of any type values", is_nz_vec, TypeClass::Vector);
tc!(FIXED_VECTOR, "fixed-length vector of any type values", is_fixed_vec, TypeClass::Vector);
tc!(
    VECTOR_I1,
    "vector of 1-bit signless integer values",
    |c, t| elem_is(c, t, is_i1),
    TypeClass::Vector
);
tc!(
    NZ_VECTOR_I1,
    "vector of 1-bit signless integer values",
    |c, t| is_nz_vec(c, t) && elem_is(c, t, is_i1),
    TypeClass::Vector
);
tc!(
    FIXED_NZ_VECTOR_I1,
    "fixed-length vector of 1-bit signless integer values",
    |c, t| is_fixed_vec(c, t) && is_nz_vec(c, t) && elem_is(c, t, is_i1),
    TypeClass::Vector
);
tc!(
    VECTOR_FLOAT,
    "vector of floating-point values",
    |c, t| elem_is(c, t, |c, e| matches!(c.type_kind(e), TypeKind::Float(_))),
    TypeClass::Vector
);
tc!(
    NZ_VECTOR_INT_OR_INDEX,
    "vector of integer or index values",
    |c, t| is_nz_vec(c, t)
        && elem_is(c, t, |c, e| matches!(c.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index)),
    TypeClass::Vector
);
tc!(
    TENSOR_OR_MEMREF,
    "Tensor or MemRef of any type values",
    |c, t| matches!(
        c.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } | TypeKind::MemRef { .. }
    ),
    TypeClass::Shaped
);
tc!(
    PRINTABLE,
    "",
    |c, t| matches!(
        c.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    ),
    TypeClass::Any
);
tc!(
    SCALABLE_VECTOR_RANK1,
    " of ranks 1",
    |c, t| vector_parts(c, t).is_some_and(|(s, sc, _)| s.len() == 1 && sc.iter().any(|&b| b)),
    TypeClass::Vector
);
tc!(
    VECTOR_RANK1,
    " of ranks 1",
    |c, t| vector_parts(c, t).is_some_and(|(s, _, _)| s.len() == 1),
    TypeClass::Vector
);
tc!(
    INDEX_VECTOR_RANK1,
    "vector of index values of ranks 1",
    |c, t| vector_parts(c, t)
        .is_some_and(|(s, _, e)| s.len() == 1 && matches!(c.type_kind(e), TypeKind::Index)),
    TypeClass::Vector
);
tc!(ANY_SHAPED, "shaped of any type values", |c, t| c.type_kind(t).is_shaped(), TypeClass::Shaped);
tc!(
    STATIC_MEMREF,
    "statically shaped memref of any type values",
    |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != rmlir_ir::types::DYNAMIC)),
    TypeClass::MemRef
);

rmlir_ods::ops! {
    dialect = "vector";

    /// `vector.contract`.
    op ContractionOp = "contract" {
        traits: [PURE],
        operands: [lhs: NZ_VECTOR, rhs: NZ_VECTOR, acc: ANY_TYPE],
        properties: [
            indexing_maps: ARRAY_ATTR,
            iterator_types: ITERATOR_TYPE_ARRAY_ATTR,
            kind: default(KIND_ATTR, kind_add),
        ],
        results: [result: ANY_TYPE],
        type_rules: [
            pred("lhs and rhs have same element type", verify::lhs_rhs_same_elem),
            pred("third operand acc and result have same element type", verify::acc_result_same_elem),
        ],
        asm: { parse: asm::parse_contract, print: asm::print_contract },
        verify: verify::contract,
        canonicalize: bitcast::contract_patterns,
    }

    /// `vector.reduction`.
    op ReductionOp = "reduction" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR, acc: optional(ANY_TYPE)],
        properties: [kind: KIND_ATTR, fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [dest: ANY_TYPE],
        type_rules: [
            pred("source operand and result have same element type", verify::res0_op0_same_elem),
            types_match_with(dest -> acc, _, "dest and acc have the same type"),
        ],
        format: "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
        verify: verify::reduction,
        canonicalize: reduction::reduction_patterns,
    }

    /// `vector.multi_reduction`.
    op MultiDimReductionOp = "multi_reduction" {
        traits: [PURE],
        operands: [source: NZ_VECTOR, acc: ANY_TYPE],
        properties: [kind: KIND_ATTR, reduction_dims: DENSE_I64_ARRAY_ATTR],
        results: [dest: ANY_TYPE],
        type_rules: [
            all_types_match(dest, acc),
            pred("source operand and result have same element type", verify::res0_op0_same_elem),
        ],
        format: "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
        verify: verify::multi_reduction,
        fold: fold::fold_multi_reduction,
        canonicalize: reduction::multi_reduction_patterns,
    }

    /// `vector.broadcast`.
    op BroadcastOp = "broadcast" {
        traits: [PURE],
        operands: [source: ANY_TYPE],
        results: [vector: ANY_VECTOR],
        type_rules: [pred("source operand and result have same element type", verify::res0_op0_same_elem)],
        format: "$source attr-dict `:` type($source) `to` type($vector)",
        verify: verify::broadcast,
        fold: fold::fold_broadcast,
        canonicalize: fold::broadcast_patterns,
    }

    /// `vector.shuffle`.
    op ShuffleOp = "shuffle" {
        traits: [PURE],
        operands: [v1: FIXED_VECTOR, v2: FIXED_VECTOR],
        properties: [mask: DENSE_I64_ARRAY_ATTR],
        results: [vector: NZ_VECTOR],
        type_rules: [
            pred("first operand v1 and result have same element type", verify::res0_op0_same_elem),
            pred("second operand v2 and result have same element type", verify::res0_op1_same_elem),
        ],
        format: "operands $mask attr-dict `:` type(operands)",
        verify: verify::shuffle,
        interfaces: { infer_types: verify::shuffle_result_type },
        fold: fold::fold_shuffle,
        canonicalize: fold::shuffle_patterns,
    }

    /// `vector.interleave`.
    op InterleaveOp = "interleave" {
        traits: [PURE],
        operands: [lhs: ANY_VECTOR, rhs: ANY_VECTOR],
        results: [result: NZ_VECTOR],
        type_rules: [
            all_types_match(lhs, rhs),
            types_match_with(lhs -> result, verify::double_width, "type of 'result' is double the width of the inputs"),
        ],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
    }

    /// `vector.deinterleave`.
    op DeinterleaveOp = "deinterleave" {
        traits: [PURE],
        operands: [source: NZ_VECTOR],
        results: [res1: NZ_VECTOR, res2: NZ_VECTOR],
        type_rules: [
            pred("the trailing dimension of the source vector has an even number of elements", verify::even_trailing),
            types_match_with(source -> res1, verify::half_width, "the trailing dimension of the results is half the width of source trailing dimension"),
            all_types_match(res1, res2),
        ],
        format: "$source attr-dict `:` type($source) `->` type($res1)",
    }

    /// `vector.extract`.
    op ExtractOp = "extract" {
        traits: [PURE],
        operands: [source: ANY_VECTOR, dynamic_position: variadic(INDEX)],
        properties: [static_position: DENSE_I64_ARRAY_ATTR],
        results: [result: ANY_TYPE],
        type_rules: [pred("operand and result have same element type", verify::res0_op0_same_elem)],
        format: "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
        verify: verify::extract,
        interfaces: { infer_types: verify::extract_result_type, compatible_return_types: verify::extract_compatible },
        fold: fold::fold_extract,
        canonicalize: fold::extract_patterns,
    }

    /// `vector.fma`.
    op FMAOp = "fma" {
        traits: [PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: VECTOR_FLOAT, rhs: VECTOR_FLOAT, acc: VECTOR_FLOAT],
        results: [result: VECTOR_FLOAT],
        type_rules: [all_types_match(lhs, rhs, acc, result)],
        format: "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
    }

    /// `vector.to_elements`.
    op ToElementsOp = "to_elements" {
        traits: [PURE],
        operands: [source: ANY_VECTOR],
        results: [elements: variadic(ANY_TYPE)],
        type_rules: [pred("operand types match result element count and types", verify::to_elements_match)],
        format: "$source attr-dict `:` type($source)",
        interfaces: { infer_types: verify::to_elements_types },
        fold: fold::fold_to_elements,
        canonicalize: fold::to_elements_patterns,
    }

    /// `vector.from_elements`.
    op FromElementsOp = "from_elements" {
        traits: [PURE],
        operands: [elements: variadic(ANY_TYPE)],
        results: [dest: FIXED_VECTOR],
        type_rules: [types_match_with(dest -> elements, verify::from_elements_operands, "operand types match result element count and types")],
        format: "$elements attr-dict `:` type($dest)",
        fold: fold::fold_from_elements,
        canonicalize: fold::from_elements_patterns,
    }

    /// `vector.insert`.
    op InsertOp = "insert" {
        traits: [PURE],
        operands: [valueToStore: ANY_TYPE, dest: ANY_VECTOR, dynamic_position: variadic(INDEX)],
        properties: [static_position: DENSE_I64_ARRAY_ATTR],
        results: [result: ANY_VECTOR],
        type_rules: [
            pred("source operand and result have same element type", verify::res0_op0_same_elem),
            all_types_match(dest, result),
        ],
        format: "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
        verify: verify::insert,
        fold: slices::fold_insert,
        canonicalize: slices::insert_patterns,
    }

    /// `vector.scalable.insert`.
    op ScalableInsertOp = "scalable.insert" {
        traits: [PURE],
        operands: [valueToStore: VECTOR_RANK1, dest: SCALABLE_VECTOR_RANK1],
        properties: [pos: I64_ATTR],
        results: [result: SCALABLE_VECTOR_RANK1],
        type_rules: [
            pred("all of {valueToStore, dest} have same element type", verify::op0_op1_same_elem),
            all_types_match(dest, result),
            pred("position is a multiple of the source length.", verify::scalable_insert_pos),
        ],
        format: "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
    }

    /// `vector.scalable.extract`.
    op ScalableExtractOp = "scalable.extract" {
        traits: [PURE],
        operands: [source: SCALABLE_VECTOR_RANK1],
        properties: [pos: I64_ATTR],
        results: [result: VECTOR_RANK1],
        type_rules: [
            pred("all of {source, result} have same element type", verify::res0_op0_same_elem),
            pred("position is a multiple of the result length.", verify::scalable_extract_pos),
        ],
        format: "$source `[` $pos `]` attr-dict `:` type($result) `from` type($source)",
    }

    /// `vector.insert_strided_slice`.
    op InsertStridedSliceOp = "insert_strided_slice" {
        traits: [PURE],
        operands: [valueToStore: NZ_VECTOR, dest: NZ_VECTOR],
        properties: [offsets: I64_ARRAY_ATTR, strides: I64_ARRAY_ATTR],
        results: [result: NZ_VECTOR],
        type_rules: [
            pred("operand #0 and result have same element type", verify::res0_op0_same_elem),
            all_types_match(dest, result),
        ],
        format: "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
        verify: verify::insert_strided_slice,
        fold: slices::fold_insert_strided_slice,
        canonicalize: slices::insert_strided_slice_patterns,
    }

    /// `vector.outerproduct`.
    op OuterProductOp = "outerproduct" {
        traits: [PURE],
        operands: [lhs: NZ_VECTOR, rhs: ANY_TYPE, acc: optional(NZ_VECTOR)],
        properties: [kind: default(KIND_ATTR, kind_add)],
        results: [result: NZ_VECTOR],
        type_rules: [
            pred("lhs operand and result have same element type", verify::res0_op0_same_elem),
            pred("rhs operand and result have same element type", verify::res0_op1_same_elem),
        ],
        asm: { parse: asm::parse_outerproduct, print: asm::print_outerproduct },
        verify: verify::outerproduct,
    }

    /// `vector.extract_strided_slice`.
    op ExtractStridedSliceOp = "extract_strided_slice" {
        traits: [PURE],
        operands: [source: NZ_VECTOR],
        properties: [offsets: I64_ARRAY_ATTR, sizes: I64_ARRAY_ATTR, strides: I64_ARRAY_ATTR],
        results: [result: NZ_VECTOR],
        type_rules: [pred("operand and result have same element type", verify::res0_op0_same_elem)],
        format: "$source attr-dict `:` type($source) `to` type(results)",
        verify: verify::extract_strided_slice,
        fold: slices::fold_extract_strided_slice,
        canonicalize: slices::extract_strided_slice_patterns,
    }

    /// `vector.transfer_read`.
    op TransferReadOp = "transfer_read" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, DESTINATION_STYLE],
        operands: [base: ANY_SHAPED, indices: variadic(INDEX), padding: ANY_TYPE, mask: optional(NZ_VECTOR_I1)],
        properties: [permutation_map: AFFINE_MAP_ATTR, in_bounds: BOOL_ARRAY_ATTR],
        results: [vector: ANY_VECTOR],
        asm: { parse: asm::parse_transfer_read, print: asm::print_transfer_read },
        verify: verify::transfer_read,
        interfaces: { memory_effects: Effects::Custom(verify::transfer_read_effects) },
        fold: transfer::fold_transfer_read,
        canonicalize: transfer::transfer_read_patterns,
    }

    /// `vector.transfer_write`.
    op TransferWriteOp = "transfer_write" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, DESTINATION_STYLE],
        operands: [valueToStore: ANY_VECTOR, base: ANY_SHAPED, indices: variadic(INDEX), mask: optional(NZ_VECTOR_I1)],
        properties: [permutation_map: AFFINE_MAP_ATTR, in_bounds: BOOL_ARRAY_ATTR],
        results: [result: optional(ANY_RANKED_TENSOR)],
        asm: { parse: asm::parse_transfer_write, print: asm::print_transfer_write },
        verify: verify::transfer_write,
        interfaces: { memory_effects: Effects::Custom(verify::transfer_write_effects) },
        fold: transfer::fold_transfer_write,
        canonicalize: transfer::transfer_write_patterns,
    }

    /// `vector.load`.
    op LoadOp = "load" {
        operands: [base: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [nontemporal: default_optional(BOOL_ATTR, bool_false), alignment: optional(ALIGNMENT_ATTR)],
        results: [result: ANY_VECTOR],
        format: "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
        verify: verify::load,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        fold: memory::fold_memref_casts,
    }

    /// `vector.store`.
    op StoreOp = "store" {
        operands: [valueToStore: ANY_VECTOR, base: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [nontemporal: default_optional(BOOL_ATTR, bool_false), alignment: optional(ALIGNMENT_ATTR)],
        format: "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
        verify: verify::store,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
        fold: memory::fold_memref_casts,
    }

    /// `vector.maskedload`.
    op MaskedLoadOp = "maskedload" {
        operands: [base: ANY_MEMREF, indices: variadic(INDEX), mask: NZ_VECTOR_I1, pass_thru: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [result: NZ_VECTOR],
        format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        verify: verify::masked_load,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        fold: memory::fold_memref_casts,
        canonicalize: memory::masked_load_patterns,
    }

    /// `vector.maskedstore`.
    op MaskedStoreOp = "maskedstore" {
        operands: [base: ANY_MEMREF, indices: variadic(INDEX), mask: NZ_VECTOR_I1, valueToStore: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        verify: verify::masked_store,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(0))]) },
        fold: memory::fold_memref_casts,
        canonicalize: memory::masked_store_patterns,
    }

    /// `vector.gather`.
    op GatherOp = "gather" {
        operands: [base: TENSOR_OR_MEMREF, offsets: variadic(INDEX), indices: NZ_VECTOR_INT_OR_INDEX, mask: NZ_VECTOR_I1, pass_thru: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [result: NZ_VECTOR],
        format: "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        verify: verify::gather,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        canonicalize: memory::gather_patterns,
    }

    /// `vector.scatter`.
    op ScatterOp = "scatter" {
        operands: [base: TENSOR_OR_MEMREF, offsets: variadic(INDEX), indices: NZ_VECTOR_INT_OR_INDEX, mask: NZ_VECTOR_I1, valueToStore: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [result: optional(ANY_RANKED_TENSOR)],
        format: "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?",
        verify: verify::scatter,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(0))]) },
        canonicalize: memory::scatter_patterns,
    }

    /// `vector.expandload`.
    op ExpandLoadOp = "expandload" {
        operands: [base: ANY_MEMREF, indices: variadic(INDEX), mask: FIXED_NZ_VECTOR_I1, pass_thru: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [result: NZ_VECTOR],
        format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        verify: verify::expand_load,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        canonicalize: memory::expand_load_patterns,
    }

    /// `vector.compressstore`.
    op CompressStoreOp = "compressstore" {
        operands: [base: ANY_MEMREF, indices: variadic(INDEX), mask: FIXED_NZ_VECTOR_I1, valueToStore: NZ_VECTOR],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        verify: verify::compress_store,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(0))]) },
        canonicalize: memory::compress_store_patterns,
    }

    /// `vector.shape_cast`.
    op ShapeCastOp = "shape_cast" {
        traits: [PURE],
        operands: [source: ANY_VECTOR],
        results: [result: ANY_VECTOR],
        format: "$source attr-dict `:` type($source) `to` type($result)",
        verify: verify::shape_cast,
        fold: fold::fold_shape_cast,
        canonicalize: fold::shape_cast_patterns,
    }

    /// `vector.bitcast`.
    op BitCastOp = "bitcast" {
        traits: [PURE],
        operands: [source: ANY_VECTOR],
        results: [result: ANY_VECTOR],
        type_rules: [pred("all of {source, result} have same rank", verify::same_rank)],
        format: "$source attr-dict `:` type($source) `to` type($result)",
        verify: verify::bitcast,
        fold: bitcast::fold_bitcast,
    }

    /// `vector.type_cast`.
    op TypeCastOp = "type_cast" {
        traits: [PURE],
        operands: [memref: STATIC_MEMREF],
        results: [result: ANY_MEMREF],
        format: "$memref attr-dict `:` type($memref) `to` type($result)",
        verify: verify::type_cast,
        interfaces: { view_like: 0 },
    }

    /// `vector.constant_mask`.
    op ConstantMaskOp = "constant_mask" {
        traits: [PURE],
        properties: [mask_dim_sizes: DENSE_I64_ARRAY_ATTR],
        results: [result: VECTOR_I1],
        format: "$mask_dim_sizes attr-dict `:` type(results)",
        verify: verify::constant_mask,
        fold: fold::fold_constant_mask,
    }

    /// `vector.create_mask`.
    op CreateMaskOp = "create_mask" {
        traits: [PURE],
        operands: [operands: variadic(INDEX)],
        results: [result: VECTOR_I1],
        format: "$operands attr-dict `:` type(results)",
        verify: verify::create_mask,
        canonicalize: fold::create_mask_patterns,
    }

    /// `vector.mask`.
    op MaskOp = "mask" {
        traits: [RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS],
        operands: [mask: NZ_VECTOR_I1, passthru: optional(ANY_TYPE)],
        results: [results: variadic(ANY_TYPE)],
        regions: [maskRegion: sized(1)],
        implicit_terminator: "vector.yield",
        asm: { parse: asm::parse_mask, print: asm::print_mask },
        verify: verify::mask,
        fold: reduction::fold_mask,
        canonicalize: reduction::mask_patterns,
    }

    /// `vector.transpose`.
    op TransposeOp = "transpose" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR],
        properties: [permutation: DENSE_I64_ARRAY_ATTR],
        results: [result: ANY_VECTOR],
        type_rules: [pred("operand and result have same element type", verify::res0_op0_same_elem)],
        format: "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
        verify: verify::transpose,
        fold: fold::fold_transpose,
        canonicalize: fold::transpose_patterns,
    }

    /// `vector.print`.
    op PrintOp = "print" {
        operands: [source: optional(PRINTABLE)],
        properties: [punctuation: default(PUNCTUATION_ATTR, punctuation_newline), stringLiteral: optional(STR_ATTR)],
        type_rules: [pred("`source` or `punctuation` are not set when printing strings", verify::print_ok)],
        asm: { parse: asm::parse_print, print: asm::print_print },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Nothing)]) },
    }

    /// `vector.vscale`.
    op VectorScaleOp = "vscale" {
        traits: [PURE],
        results: [res: INDEX],
        format: "attr-dict",
        asm: { result_names: |op, set| set(op.result(0), "vscale") },
    }

    /// `vector.scan`.
    op ScanOp = "scan" {
        traits: [PURE],
        operands: [source: NZ_VECTOR, initial_value: ANY_VECTOR],
        properties: [kind: KIND_ATTR, reduction_dim: I64_ATTR, inclusive: BOOL_ATTR],
        results: [dest: NZ_VECTOR, accumulated_value: ANY_VECTOR],
        type_rules: [all_types_match(source, dest), all_types_match(initial_value, accumulated_value)],
        format: "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
        verify: verify::scan,
    }

    /// `vector.step`.
    op StepOp = "step" {
        traits: [PURE],
        results: [result: INDEX_VECTOR_RANK1],
        format: "attr-dict `:` type($result)",
        canonicalize: step::step_patterns,
    }

    /// `vector.yield`.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
    }
}

fn bool_false(ctx: &Context) -> rmlir_ir::Attribute {
    ctx.bool_attr(false)
}

/// The vector dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    materialize_constant: Some(rmlir_arith::fold::materialize_constant),
    interfaces: Some(subset::attach),
    attrs: &[&KIND_ATTR_DEF, &ITERATOR_TYPE_ATTR_DEF, &PUNCTUATION_ATTR_DEF],
    ..DialectDef::new("vector")
};

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
