//! The `linalg` dialect (`LinalgBase.td`, `LinalgOps.td`,
//! `LinalgStructuredOps.td`, `LinalgRelayoutOps.td` and the OpDSL-defined
//! `LinalgNamedStructuredOps.yamlgen.td`): structured ops over tensors and
//! memrefs (`linalg.generic` and the named ops, whose payload region is
//! built from a table of their definitions), `linalg.yield`,
//! `linalg.index`, `linalg.softmax`, the Winograd transforms and
//! `linalg.pack`/`linalg.unpack`, plus the dialect's enum attributes.

mod asm;
pub mod attrs;
pub mod canonicalize;
pub mod named;
mod named_table;
mod relayout;
pub mod structured;
pub mod transforms;

use asm::*;
use attrs::*;
use canonicalize::*;
use rmlir_interfaces::view_like::DynamicIndexList;
use rmlir_ir::constraints::{
    ANY_RANKED_TENSOR, ANY_TENSOR, ANY_TYPE, DENSE_I64_ARRAY_ATTR, I64_ATTR, INDEX, STR_ATTR,
};
use rmlir_ir::op_def::{
    AttrConstraint, AttrStorage, Effects, TypeClass, TypeConstraint, VerifyResult,
};
use rmlir_ir::{Attribute, Context, DialectDef, Ir, OpRef, OpView, Type, TypeKind};
use structured::*;

/// The attribute named ops cache their indexing maps in.
pub const MEMOIZED_MAPS: &str = "linalg.memoized_indexing_maps";

/// `AnyShaped`.
pub const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    pred: |c, t| c.type_kind(t).is_shaped(),
    builder: None,
    class: TypeClass::Shaped,
};

/// `TensorOrMemref`.
pub const TENSOR_OR_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values or ranked tensor of any type values",
    pred: |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
        )
    },
    builder: None,
    class: TypeClass::Shaped,
};

fn is_tensor_of_rank(c: &Context, t: Type, r: usize) -> bool {
    matches!(c.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.len() == r)
}

/// `TensorRankOf<[AnyType], [4]>`.
pub const TENSOR_4D: TypeConstraint = TypeConstraint {
    summary: "4D tensor of any type values",
    pred: |c, t| is_tensor_of_rank(c, t, 4),
    builder: None,
    class: TypeClass::Tensor,
};

/// `TensorRankOf<[AnyType], [6]>`.
pub const TENSOR_6D: TypeConstraint = TypeConstraint {
    summary: "6D tensor of any type values",
    pred: |c, t| is_tensor_of_rank(c, t, 6),
    builder: None,
    class: TypeClass::Tensor,
};

/// `ConfinedAttr<I64Attr, [IntMinValue<0>]>`.
pub const NON_NEGATIVE_I64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    pred: |c, a| {
        rmlir_ir::constraints::is_signless_int_attr(c, a, 64)
            && c.int_value(a).is_some_and(|v| v >= 0)
    },
    storage: AttrStorage::Class(rmlir_ir::op_def::AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(64)),
};

/// `ConfinedAttr<DenseI64ArrayAttr, [DenseArrayStrictlySorted]>`.
pub const SORTED_DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute should be in increasing order",
    pred: |c, a| {
        c.dense_i64_array(a)
            .is_some_and(|v| v.windows(2).all(|w| w[0] < w[1]))
    },
    storage: DENSE_I64_ARRAY_ATTR.storage,
    value_type: None,
};

/// `DenseI64ArrayAttr` defaulting to `[]`.
fn empty_i64_array(ctx: &Context) -> Attribute {
    ctx.dense_i64_array_attr(&[])
}

/// The default `indexing_maps` of `linalg.elementwise` (`{}`).
fn empty_array(ctx: &Context) -> Attribute {
    ctx.array_attr(&[])
}

fn matmul_default(ctx: &Context) -> Attribute {
    maps_attr(ctx, &default_maps(Class::Matmul))
}
fn batch_matmul_default(ctx: &Context) -> Attribute {
    maps_attr(ctx, &default_maps(Class::BatchMatmul))
}
fn batch_reduce_matmul_default(ctx: &Context) -> Attribute {
    maps_attr(ctx, &default_maps(Class::BatchReduceMatmul))
}

/// `linalg.memoized_indexing_maps` of a named op with static maps: what
/// its verifier caches.
fn memoize_named(op: &OpView<'_>) -> Option<(&'static str, Attribute)> {
    let s = Structured::new(op)?;
    let Class::Named(spec) = s.class else {
        return None;
    };
    spec.maps?;
    let maps = s.named_static_maps(spec);
    Some((MEMOIZED_MAPS, maps_attr(op.ctx, &maps)))
}

/// The convolution and fill interfaces' checks (on entrance; the
/// destination-style and structured ones verify with regions).
fn verify_named_interfaces(op: &OpView<'_>) -> VerifyResult {
    if let Some(Class::Named(spec)) = class_of(op) {
        if spec.kind == named::Kind::Convolution {
            verify_convolution(op)?;
        }
        if spec.kind == named::Kind::Fill {
            let s = Structured::new(op).expect("structured");
            if s.num_inputs() != 1 || s.inits().len() != 1 {
                return Err(op.emit_error("expected op with 1 input and 1 output"));
            }
            let t = op.operand_type(0);
            if !is_scalar(op.ctx, t) {
                return Err(op.emit_error("expected op with scalar input"));
            }
        }
    }
    Ok(())
}

const STRUCTURED_EFFECTS: Effects = Effects::Custom(named_effects);
const GENERIC_EFFECTS: Effects = Effects::Custom(generic_effects);

rmlir_ods::ops! {
    dialect = "linalg";

    class Named {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [inputs: variadic(ANY_TYPE), outputs: variadic(ANY_SHAPED)],
        results: [result_tensors: variadic(ANY_RANKED_TENSOR)],
        regions: [region: any],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_named, print: print_named },
        verify_regions: verify_structured_regions,
        fold: fold_memref_cast,
        interfaces: {
            memory_effects: STRUCTURED_EFFECTS,
            speculatability: speculatability,
            verify: verify_named_interfaces,
            memoize: memoize_named,
        },
    }

    class NamedCopy : Named {
        properties: [cast: default_optional(TYPE_FN_ATTR, cast_signed)],
    }

    class NamedConv1 : Named {
        properties: [
            strides: default_optional(I64_ELEMENTS_1, ones_1),
            dilations: default_optional(I64_ELEMENTS_1, ones_1),
        ],
    }

    class NamedConv2 : Named {
        properties: [
            strides: default_optional(I64_ELEMENTS_2, ones_2),
            dilations: default_optional(I64_ELEMENTS_2, ones_2),
        ],
    }

    class NamedConv3 : Named {
        properties: [
            strides: default_optional(I64_ELEMENTS_3, ones_3),
            dilations: default_optional(I64_ELEMENTS_3, ones_3),
        ],
    }

    /// `linalg.yield`: ends the payload of a structured op.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [values: variadic(ANY_TYPE)],
        asm: { parse: parse_yield, print: print_yield },
        verify: verify_yield,
    }

    /// `linalg.index`: the iteration index of a loop of the enclosing op.
    op IndexOp = "index" {
        traits: [PURE],
        properties: [dim: NON_NEGATIVE_I64_ATTR],
        results: [result: INDEX],
        format: "$dim attr-dict `:` type($result)",
        verify: verify_index,
        fold: fold_index,
    }

    /// `linalg.softmax`.
    op SoftmaxOp = "softmax" {
        traits: [DESTINATION_STYLE],
        operands: [input: ANY_SHAPED, output: ANY_SHAPED],
        properties: [dimension: I64_ATTR],
        results: [result: variadic(ANY_RANKED_TENSOR)],
        type_rules: [pred("input and output have same element type", relayout::same_element_type_01)],
        format: "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
        verify: relayout::verify_softmax,
        fold: fold_memref_cast,
        interfaces: {
            memory_effects: Effects::Custom(relayout::softmax_effects),
        },
        verify_regions: relayout::verify_dps_last,
    }

    /// `linalg.winograd_filter_transform`.
    op WinogradFilterTransformOp = "winograd_filter_transform" {
        traits: [DESTINATION_STYLE],
        operands: [filter: TENSOR_4D, output: TENSOR_4D],
        properties: [fmr: WINOGRAD_FMR_ATTR],
        results: [result: TENSOR_4D],
        type_rules: [pred("all of {filter, output} have same element type", relayout::same_element_type_01)],
        format: "attr-dict `fmr` `(` $fmr `)` `ins` `(` $filter `:` type($filter) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
        verify: relayout::verify_winograd_filter,
        verify_regions: relayout::verify_dps_last,
    }

    /// `linalg.winograd_input_transform`.
    op WinogradInputTransformOp = "winograd_input_transform" {
        traits: [DESTINATION_STYLE],
        operands: [input: TENSOR_4D, output: TENSOR_6D],
        properties: [fmr: WINOGRAD_FMR_ATTR],
        results: [result: TENSOR_6D],
        type_rules: [pred("all of {input, output} have same element type", relayout::same_element_type_01)],
        format: "attr-dict `fmr` `(` $fmr `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
        verify: relayout::verify_winograd_input,
        verify_regions: relayout::verify_dps_last,
    }

    /// `linalg.winograd_output_transform`.
    op WinogradOutputTransformOp = "winograd_output_transform" {
        traits: [DESTINATION_STYLE],
        operands: [value: TENSOR_6D, output: TENSOR_4D],
        properties: [fmr: WINOGRAD_FMR_ATTR],
        results: [result: TENSOR_4D],
        type_rules: [pred("all of {value, output} have same element type", relayout::same_element_type_01)],
        format: "attr-dict `fmr` `(` $fmr `)` `ins` `(` $value `:` type($value) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
        verify: relayout::verify_winograd_output,
        verify_regions: relayout::verify_dps_last,
    }

    /// `linalg.generic`.
    op GenericOp = "generic" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [inputs: variadic(ANY_TYPE), outputs: variadic(ANY_SHAPED)],
        properties: [
            indexing_maps: AFFINE_MAP_ARRAY_ATTR,
            iterator_types: ITERATOR_TYPE_ARRAY_ATTR,
            doc: optional(STR_ATTR),
            library_call: optional(STR_ATTR),
        ],
        results: [result_tensors: variadic(ANY_RANKED_TENSOR)],
        regions: [region: any],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_generic, print: print_generic, block_arg_names: generic_block_arg_names },
        verify_regions: verify_dps_structured,
        fold: fold_memref_cast,
        canonicalize: generic_patterns,
        interfaces: {
            memory_effects: GENERIC_EFFECTS,
            speculatability: speculatability,
        },
    }

    /// `linalg.map`.
    op MapOp = "map" {
        traits: [RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [inputs: variadic(TENSOR_OR_MEMREF), init: TENSOR_OR_MEMREF],
        results: [result: variadic(ANY_TENSOR)],
        regions: [mapper: sized(1)],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_map, print: print_map, result_names: relayout::mapped_name, block_arg_names: reduce_block_arg_names },
        verify: relayout::verify_map,
        verify_regions: verify_dps_structured,
        interfaces: {
            memory_effects: GENERIC_EFFECTS,
            speculatability: speculatability,
        },
    }

    /// `linalg.reduce`.
    op ReduceOp = "reduce" {
        traits: [RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE, SAME_VARIADIC_OPERAND_SIZE],
        operands: [inputs: variadic(TENSOR_OR_MEMREF), inits: variadic(TENSOR_OR_MEMREF)],
        properties: [dimensions: SORTED_DENSE_I64_ARRAY_ATTR],
        results: [result: variadic(ANY_TENSOR)],
        regions: [combiner: sized(1)],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_reduce, print: print_reduce, result_names: relayout::reduced_name, block_arg_names: reduce_block_arg_names },
        verify: relayout::verify_reduce,
        verify_regions: verify_dps_structured,
        interfaces: {
            memory_effects: GENERIC_EFFECTS,
            speculatability: speculatability,
        },
    }

    /// `linalg.transpose`.
    op TransposeOp = "transpose" {
        traits: [RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [input: TENSOR_OR_MEMREF, init: TENSOR_OR_MEMREF],
        properties: [permutation: DENSE_I64_ARRAY_ATTR],
        results: [result: variadic(ANY_TENSOR)],
        regions: [region: sized(1)],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_transpose, print: print_transpose, result_names: relayout::transposed_name },
        verify: relayout::verify_transpose,
        verify_regions: verify_dps_structured,
        fold: fold_transpose,
        canonicalize: transpose_patterns,
        interfaces: {
            memory_effects: GENERIC_EFFECTS,
            speculatability: speculatability,
        },
    }

    /// `linalg.broadcast`.
    op BroadcastOp = "broadcast" {
        traits: [RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [input: TENSOR_OR_MEMREF, init: TENSOR_OR_MEMREF],
        properties: [dimensions: DENSE_I64_ARRAY_ATTR],
        results: [result: variadic(ANY_TENSOR)],
        regions: [region: sized(1)],
        implicit_terminator: "linalg.yield",
        asm: { parse: parse_broadcast, print: print_broadcast, result_names: relayout::broadcasted_name },
        verify: relayout::verify_broadcast,
        verify_regions: verify_dps_structured,
        canonicalize: broadcast_patterns,
        interfaces: {
            memory_effects: GENERIC_EFFECTS,
            speculatability: speculatability,
        },
    }

    /// `linalg.elementwise`.
    op ElementwiseOp = "elementwise" : Named {
        properties: [
            kind: ELEMENTWISE_KIND_ATTR,
            indexing_maps: default_optional(AFFINE_MAP_ARRAY_ATTR, empty_array),
        ],
        asm: { parse: parse_elementwise, print: print_elementwise },
    }

    /// `linalg.matmul`.
    op MatmulOp = "matmul" : Named {
        properties: [
            indexing_maps: default_optional(AFFINE_MAP_ARRAY_ATTR, matmul_default),
            cast: default_optional(TYPE_FN_ATTR, cast_signed),
        ],
        asm: { parse: parse_matmul, print: print_matmul },
        verify: relayout::verify_matmul,
    }

    /// `linalg.contract`.
    op ContractOp = "contract" : Named {
        properties: [
            indexing_maps: AFFINE_MAP_ARRAY_ATTR,
            cast: default_optional(TYPE_FN_ATTR, cast_signed),
        ],
        results: [result_tensors: variadic(ANY_SHAPED)],
        regions: [combiner: sized(1)],
        asm: { parse: parse_contract, print: print_contract },
        verify: relayout::verify_contract,
    }

    /// `linalg.batch_matmul`.
    op BatchMatmulOp = "batch_matmul" : Named {
        properties: [
            indexing_maps: default_optional(AFFINE_MAP_ARRAY_ATTR, batch_matmul_default),
            cast: default_optional(TYPE_FN_ATTR, cast_signed),
        ],
        asm: { parse: parse_matmul, print: print_matmul },
        verify: relayout::verify_batch_matmul,
    }

    /// `linalg.batch_reduce_matmul`.
    op BatchReduceMatmulOp = "batch_reduce_matmul" : Named {
        properties: [
            indexing_maps: default_optional(AFFINE_MAP_ARRAY_ATTR, batch_reduce_matmul_default),
            cast: default_optional(TYPE_FN_ATTR, cast_signed),
        ],
        asm: { parse: parse_matmul, print: print_matmul },
        verify: relayout::verify_batch_matmul,
    }

    /// `linalg.pack`.
    op PackOp = "pack" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, DESTINATION_STYLE, NO_MEMORY_EFFECT],
        operands: [
            source: ANY_RANKED_TENSOR,
            dest: ANY_RANKED_TENSOR,
            padding_value: optional(ANY_TYPE),
            inner_tiles: variadic(INDEX),
        ],
        properties: [
            outer_dims_perm: default_optional(DENSE_I64_ARRAY_ATTR, empty_i64_array),
            inner_dims_pos: DENSE_I64_ARRAY_ATTR,
            static_inner_tiles: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_RANKED_TENSOR],
        type_rules: [types_match_with(dest -> result, _, "result type matches type of dest")],
        format: "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
        asm: { result_names: relayout::pack_name },
        verify: relayout::verify_pack,
        fold: fold_pack,
        canonicalize: pack_patterns,
        verify_regions: relayout::verify_dps_dest,
        interfaces: { speculatability: relayout::pack_speculatability },
    }

    /// `linalg.unpack`.
    op UnPackOp = "unpack" {
        traits: [DESTINATION_STYLE, NO_MEMORY_EFFECT],
        operands: [
            source: ANY_RANKED_TENSOR,
            dest: ANY_RANKED_TENSOR,
            inner_tiles: variadic(INDEX),
        ],
        properties: [
            outer_dims_perm: default_optional(DENSE_I64_ARRAY_ATTR, empty_i64_array),
            inner_dims_pos: DENSE_I64_ARRAY_ATTR,
            static_inner_tiles: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_RANKED_TENSOR],
        type_rules: [types_match_with(dest -> result, _, "result type matches type of dest")],
        format: "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
        asm: { result_names: relayout::unpack_name },
        verify: relayout::verify_unpack,
        fold: fold_unpack,
        canonicalize: unpack_patterns,
        verify_regions: relayout::verify_dps_dest,
        interfaces: { speculatability: relayout::unpack_speculatability },
    }

    /// `linalg.copy`.
    op CopyOp = "copy" : NamedCopy { canonicalize: copy_patterns }
    /// `linalg.exp`.
    op ExpOp = "exp" : Named {}
    /// `linalg.log`.
    op LogOp = "log" : Named {}
    /// `linalg.abs`.
    op AbsOp = "abs" : Named {}
    /// `linalg.ceil`.
    op CeilOp = "ceil" : Named {}
    /// `linalg.floor`.
    op FloorOp = "floor" : Named {}
    /// `linalg.negf`.
    op NegFOp = "negf" : Named {}
    /// `linalg.reciprocal`.
    op ReciprocalOp = "reciprocal" : Named {}
    /// `linalg.round`.
    op RoundOp = "round" : Named {}
    /// `linalg.sqrt`.
    op SqrtOp = "sqrt" : Named {}
    /// `linalg.rsqrt`.
    op RsqrtOp = "rsqrt" : Named {}
    /// `linalg.square`.
    op SquareOp = "square" : Named {}
    /// `linalg.tanh`.
    op TanhOp = "tanh" : Named {}
    /// `linalg.erf`.
    op ErfOp = "erf" : Named {}
    /// `linalg.add`.
    op AddOp = "add" : Named {}
    /// `linalg.sub`.
    op SubOp = "sub" : Named {}
    /// `linalg.mul`.
    op MulOp = "mul" : Named {}
    /// `linalg.div`.
    op DivOp = "div" : Named {}
    /// `linalg.div_unsigned`.
    op DivUnsignedOp = "div_unsigned" : Named {}
    /// `linalg.max`.
    op MaxOp = "max" : Named {}
    /// `linalg.min`.
    op MinOp = "min" : Named {}
    /// `linalg.powf`.
    op PowFOp = "powf" : Named {}
    /// `linalg.select`.
    op SelectOp = "select" : Named {}
    /// `linalg.quantized_matmul`.
    op QuantizedMatmulOp = "quantized_matmul" : Named {}
    /// `linalg.mmt4d`.
    op Mmt4DOp = "mmt4d" : Named {}
    /// `linalg.batch_mmt4d`.
    op BatchMmt4DOp = "batch_mmt4d" : Named {}
    /// `linalg.quantized_batch_matmul`.
    op QuantizedBatchMatmulOp = "quantized_batch_matmul" : Named {}
    /// `linalg.matvec`.
    op MatvecOp = "matvec" : Named {}
    /// `linalg.vecmat`.
    op VecmatOp = "vecmat" : Named {}
    /// `linalg.batch_matvec`.
    op BatchMatvecOp = "batch_matvec" : Named {}
    /// `linalg.batch_vecmat`.
    op BatchVecmatOp = "batch_vecmat" : Named {}
    /// `linalg.dot`.
    op DotOp = "dot" : Named {}
    /// `linalg.conv_1d`.
    op Conv1DOp = "conv_1d" : Named {}
    /// `linalg.conv_2d`.
    op Conv2DOp = "conv_2d" : Named {}
    /// `linalg.conv_3d`.
    op Conv3DOp = "conv_3d" : Named {}
    /// `linalg.conv_1d_nwc_wcf`.
    op Conv1DNwcWcfOp = "conv_1d_nwc_wcf" : NamedConv1 {}
    /// `linalg.conv_1d_ncw_fcw`.
    op Conv1DNcwFcwOp = "conv_1d_ncw_fcw" : NamedConv1 {}
    /// `linalg.conv_2d_nhwc_hwcf`.
    op Conv2DNhwcHwcfOp = "conv_2d_nhwc_hwcf" : NamedConv2 {}
    /// `linalg.conv_2d_nhwc_fhwc`.
    op Conv2DNhwcFhwcOp = "conv_2d_nhwc_fhwc" : NamedConv2 {}
    /// `linalg.conv_2d_nhwc_hwcf_q`.
    op Conv2DNhwcHwcfQOp = "conv_2d_nhwc_hwcf_q" : NamedConv2 {}
    /// `linalg.conv_2d_nhwc_fhwc_q`.
    op Conv2DNhwcFhwcQOp = "conv_2d_nhwc_fhwc_q" : NamedConv2 {}
    /// `linalg.conv_2d_nchw_fchw_q`.
    op Conv2DNchwFchwQOp = "conv_2d_nchw_fchw_q" : NamedConv2 {}
    /// `linalg.conv_2d_nchw_fchw`.
    op Conv2DNchwFchwOp = "conv_2d_nchw_fchw" : NamedConv2 {}
    /// `linalg.conv_2d_ngchw_fgchw`.
    op Conv2DNgchwFgchwOp = "conv_2d_ngchw_fgchw" : NamedConv2 {}
    /// `linalg.conv_2d_ngchw_gfchw`.
    op Conv2DNgchwGfchwOp = "conv_2d_ngchw_gfchw" : NamedConv2 {}
    /// `linalg.conv_2d_nhwgc_gfhwc`.
    op Conv2DNhwgcGfhwcOp = "conv_2d_nhwgc_gfhwc" : NamedConv2 {}
    /// `linalg.conv_2d_nhwgc_gfhwc_q`.
    op Conv2DNhwgcGfhwcQOp = "conv_2d_nhwgc_gfhwc_q" : NamedConv2 {}
    /// `linalg.conv_2d_ngchw_gfchw_q`.
    op Conv2DNgchwGfchwQOp = "conv_2d_ngchw_gfchw_q" : NamedConv2 {}
    /// `linalg.conv_3d_ndhwc_dhwcf`.
    op Conv3DNdhwcDhwcfOp = "conv_3d_ndhwc_dhwcf" : NamedConv3 {}
    /// `linalg.conv_3d_ndhwc_dhwcf_q`.
    op Conv3DNdhwcDhwcfQOp = "conv_3d_ndhwc_dhwcf_q" : NamedConv3 {}
    /// `linalg.conv_3d_ncdhw_fcdhw`.
    op Conv3DNcdhwFcdhwOp = "conv_3d_ncdhw_fcdhw" : NamedConv3 {}
    /// `linalg.depthwise_conv_1d_nwc_wc`.
    op DepthwiseConv1DNwcWcOp = "depthwise_conv_1d_nwc_wc" : NamedConv1 {}
    /// `linalg.depthwise_conv_1d_ncw_cw`.
    op DepthwiseConv1DNcwCwOp = "depthwise_conv_1d_ncw_cw" : NamedConv1 {}
    /// `linalg.depthwise_conv_1d_nwc_wcm`.
    op DepthwiseConv1DNwcWcmOp = "depthwise_conv_1d_nwc_wcm" : NamedConv1 {}
    /// `linalg.depthwise_conv_2d_nhwc_hwc`.
    op DepthwiseConv2DNhwcHwcOp = "depthwise_conv_2d_nhwc_hwc" : NamedConv2 {}
    /// `linalg.depthwise_conv_2d_nchw_chw`.
    op DepthwiseConv2DNchwChwOp = "depthwise_conv_2d_nchw_chw" : NamedConv2 {}
    /// `linalg.depthwise_conv_2d_nhwc_hwc_q`.
    op DepthwiseConv2DNhwcHwcQOp = "depthwise_conv_2d_nhwc_hwc_q" : NamedConv2 {}
    /// `linalg.depthwise_conv_2d_nhwc_hwcm`.
    op DepthwiseConv2DNhwcHwcmOp = "depthwise_conv_2d_nhwc_hwcm" : NamedConv2 {}
    /// `linalg.depthwise_conv_2d_nhwc_hwcm_q`.
    op DepthwiseConv2DNhwcHwcmQOp = "depthwise_conv_2d_nhwc_hwcm_q" : NamedConv2 {}
    /// `linalg.depthwise_conv_3d_ndhwc_dhwc`.
    op DepthwiseConv3DNdhwcDhwcOp = "depthwise_conv_3d_ndhwc_dhwc" : NamedConv3 {}
    /// `linalg.depthwise_conv_3d_ncdhw_cdhw`.
    op DepthwiseConv3DNcdhwCdhwOp = "depthwise_conv_3d_ncdhw_cdhw" : NamedConv3 {}
    /// `linalg.depthwise_conv_3d_ndhwc_dhwcm`.
    op DepthwiseConv3DNdhwcDhwcmOp = "depthwise_conv_3d_ndhwc_dhwcm" : NamedConv3 {}
    /// `linalg.pooling_nhwc_sum`.
    op PoolingNhwcSumOp = "pooling_nhwc_sum" : NamedConv2 {}
    /// `linalg.pooling_nchw_sum`.
    op PoolingNchwSumOp = "pooling_nchw_sum" : NamedConv2 {}
    /// `linalg.pooling_nhwc_max`.
    op PoolingNhwcMaxOp = "pooling_nhwc_max" : NamedConv2 {}
    /// `linalg.pooling_nhwc_max_unsigned`.
    op PoolingNhwcMaxUnsignedOp = "pooling_nhwc_max_unsigned" : NamedConv2 {}
    /// `linalg.pooling_nchw_max`.
    op PoolingNchwMaxOp = "pooling_nchw_max" : NamedConv2 {}
    /// `linalg.pooling_nhwc_min`.
    op PoolingNhwcMinOp = "pooling_nhwc_min" : NamedConv2 {}
    /// `linalg.pooling_nhwc_min_unsigned`.
    op PoolingNhwcMinUnsignedOp = "pooling_nhwc_min_unsigned" : NamedConv2 {}
    /// `linalg.pooling_nwc_sum`.
    op PoolingNwcSumOp = "pooling_nwc_sum" : NamedConv1 {}
    /// `linalg.pooling_ncw_sum`.
    op PoolingNcwSumOp = "pooling_ncw_sum" : NamedConv1 {}
    /// `linalg.pooling_nwc_max`.
    op PoolingNwcMaxOp = "pooling_nwc_max" : NamedConv1 {}
    /// `linalg.pooling_nwc_max_unsigned`.
    op PoolingNwcMaxUnsignedOp = "pooling_nwc_max_unsigned" : NamedConv1 {}
    /// `linalg.pooling_ncw_max`.
    op PoolingNcwMaxOp = "pooling_ncw_max" : NamedConv1 {}
    /// `linalg.pooling_nwc_min`.
    op PoolingNwcMinOp = "pooling_nwc_min" : NamedConv1 {}
    /// `linalg.pooling_nwc_min_unsigned`.
    op PoolingNwcMinUnsignedOp = "pooling_nwc_min_unsigned" : NamedConv1 {}
    /// `linalg.pooling_ndhwc_sum`.
    op PoolingNdhwcSumOp = "pooling_ndhwc_sum" : NamedConv3 {}
    /// `linalg.pooling_ndhwc_max`.
    op PoolingNdhwcMaxOp = "pooling_ndhwc_max" : NamedConv3 {}
    /// `linalg.pooling_ndhwc_min`.
    op PoolingNdhwcMinOp = "pooling_ndhwc_min" : NamedConv3 {}
    /// `linalg.fill`.
    op FillOp = "fill" : Named { canonicalize: fill_patterns }
    /// `linalg.fill_rng_2d`.
    op FillRng2DOp = "fill_rng_2d" : Named {}
}

/// `LinalgDialect::verifyOperationAttribute`: only
/// `linalg.memoized_indexing_maps` is known.
fn verify_op_attr(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    _value: Attribute,
) -> VerifyResult {
    if name == MEMOIZED_MAPS.as_bytes() {
        return Ok(());
    }
    let op = OpView::new(ctx, ir, op);
    Err(op.emit_error(format!(
        "attribute '{}' not supported by the linalg dialect",
        rmlir_ir::printer::attr_to_string(ctx, ctx.string_attr(name))
    )))
}

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: ATTRS,
    materialize_constant: Some(rmlir_arith::fold::materialize_constant),
    verify_op_attr: Some(verify_op_attr),
    canonicalize: Some(dialect_patterns),
    ..DialectDef::new("linalg")
};

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }

    /// Every op of the OpDSL table has a definition, and its payload and
    /// maps parse.
    #[test]
    fn named_table_is_complete() {
        for spec in super::named::NAMED_OPS {
            let name = format!("linalg.{}", spec.name);
            assert!(super::OPS.iter().any(|d| d.name == name), "{name}");
            let _ = super::named::parse_expr(spec.body);
            if let Some((_, maps)) = spec.maps {
                let m = super::named::static_maps(spec, &[1, 1, 1], &[1, 1, 1]).unwrap();
                assert_eq!(m.len(), maps.len());
                assert_eq!(m.len(), spec.num_args, "{name}");
            }
        }
    }
}
