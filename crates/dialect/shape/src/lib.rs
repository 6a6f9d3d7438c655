//! The `shape` dialect (`ShapeBase.td`, `ShapeOps.td`): shapes, sizes,
//! witnesses and the ops computing with them, the `!shape.shape`,
//! `!shape.size`, `!shape.value_shape` and `!shape.witness` types, and the
//! `shape.lib` attribute on symbol tables.

mod asm;
mod canonicalize;
mod fold;
mod inliner;
mod types;
mod verify;

use asm::*;
use canonicalize::*;
use fold::*;
pub use types::*;
use verify::*;

use rmlir_interfaces::function::FunctionAttrNames;
use rmlir_ir::builder::Builder;
use rmlir_ir::constraints::{
    ANY_TYPE, BOOL_ATTR, DICTIONARY_ATTR, DICT_ARRAY_ATTR, FUNCTION_TYPE_ATTR, I1, INDEX,
    INDEX_ATTR, STR_ATTR, SYMBOL_NAME_ATTR,
};
use rmlir_ir::op_def::{
    CallableInterface, RegionBranchInterface, SymbolInterface,
};
use rmlir_ir::{Attribute, DialectDef, Location, OpId, OpView, Type, TypeKind};

/// The attribute names of `shape.func`.
const SHAPE_FUNC_ATTR_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

rmlir_ods::ops! {
    dialect = "shape";

    /// `shape.add`: addition of sizes and indices.
    op AddOp = "add" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: SIZE_OR_INDEX, rhs: SIZE_OR_INDEX],
        results: [result: SIZE_OR_INDEX],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        verify: verify_size_or_index_op,
        fold: fold_add,
        interfaces: { infer_types: infer_size_if_any_size, compatible_return_types: size_index_compatible },
    }

    /// `shape.any`: any combination of the input shapes.
    op AnyOp = "any" {
        traits: [COMMUTATIVE, PURE],
        operands: [inputs: variadic(SHAPE_OR_EXTENT_TENSOR)],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        format: "$inputs attr-dict `:` type($inputs) `->` type($result)",
        fold: fold_any,
    }

    /// `shape.assuming_all`: the logical and of witnesses.
    op AssumingAllOp = "assuming_all" {
        traits: [COMMUTATIVE, PURE],
        operands: [inputs: variadic(WITNESS_TYPE)],
        results: [result: WITNESS_TYPE],
        format: "$inputs attr-dict",
        verify: verify_assuming_all,
        fold: fold_assuming_all,
        canonicalize: assuming_all_patterns,
    }

    /// `shape.assuming`: runs its region under a witness.
    op AssumingOp = "assuming" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        operands: [witness: WITNESS_TYPE],
        results: [results: variadic(ANY_TYPE)],
        regions: [doRegion: sized(1)],
        implicit_terminator: "shape.assuming_yield",
        asm: { parse: parse_assuming, print: print_assuming },
        canonicalize: assuming_patterns,
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_assuming_edges) } },
    }

    /// `shape.assuming_yield`: ends a `shape.assuming` region.
    op AssumingYieldOp = "assuming_yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["shape.assuming"],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
    }

    /// `shape.broadcast`: the broadcasted shape of its inputs.
    op BroadcastOp = "broadcast" {
        traits: [COMMUTATIVE, PURE],
        operands: [shapes: variadic(SHAPE_OR_EXTENT_TENSOR)],
        properties: [error: optional(STR_ATTR)],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        format: "$shapes attr-dict `:` type($shapes) `->` type($result)",
        verify: verify_shape_or_extent_tensor_op,
        fold: fold_broadcast,
        canonicalize: broadcast_patterns,
    }

    /// `shape.concat`: concatenates two shapes.
    op ConcatOp = "concat" {
        traits: [PURE],
        operands: [lhs: SHAPE_OR_EXTENT_TENSOR, rhs: SHAPE_OR_EXTENT_TENSOR],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        fold: fold_concat,
    }

    /// `shape.const_shape`: a constant shape or extent tensor.
    op ConstShapeOp = "const_shape" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [shape: INDEX_ELEMENTS_ATTR],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        asm: { parse: parse_const_shape, print: print_const_shape },
        fold: fold_const_shape,
        canonicalize: const_shape_patterns,
        interfaces: {
            infer_types: infer_const_shape,
            compatible_return_types: const_shape_compatible,
            constant_value: |op| op.prop("shape"),
        },
    }

    /// `shape.const_size`: a constant `!shape.size`.
    op ConstSizeOp = "const_size" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: INDEX_ATTR],
        results: [result: SIZE_TYPE],
        format: "$value attr-dict",
        asm: { result_names: const_size_result_names },
        fold: fold_const_size,
        interfaces: { constant_value: |op| op.prop("value") },
    }

    /// `shape.const_witness`: a statically known witness.
    op ConstWitnessOp = "const_witness" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [passing: BOOL_ATTR],
        results: [result: WITNESS_TYPE],
        format: "$passing attr-dict",
        fold: fold_const_witness,
        interfaces: { constant_value: |op| op.prop("passing") },
    }

    /// `shape.cstr_broadcastable`: a witness that shapes broadcast.
    op CstrBroadcastableOp = "cstr_broadcastable" {
        traits: [COMMUTATIVE],
        operands: [shapes: variadic(SHAPE_OR_EXTENT_TENSOR)],
        results: [result: WITNESS_TYPE],
        format: "$shapes attr-dict `:` type($shapes)",
        verify: verify_cstr_broadcastable,
        fold: fold_cstr_broadcastable,
        canonicalize: cstr_broadcastable_patterns,
    }

    /// `shape.cstr_eq`: a witness that shapes are equal.
    op CstrEqOp = "cstr_eq" {
        traits: [COMMUTATIVE],
        operands: [shapes: variadic(SHAPE_OR_EXTENT_TENSOR)],
        results: [result: WITNESS_TYPE],
        format: "$shapes attr-dict `:` type($shapes)",
        fold: fold_cstr_eq,
        canonicalize: cstr_eq_patterns,
    }

    /// `shape.cstr_require`: a witness that a predicate holds.
    op CstrRequireOp = "cstr_require" {
        operands: [pred: I1],
        properties: [msg: STR_ATTR],
        results: [result: WITNESS_TYPE],
        format: "$pred `,` $msg attr-dict",
        fold: fold_cstr_require,
    }

    /// `shape.debug_print`: prints a shape or size (for testing).
    op DebugPrintOp = "debug_print" {
        operands: [input: SHAPE_OR_SIZE],
        results: [output: SHAPE_OR_SIZE],
    }

    /// `shape.dim`: an extent of a shaped value.
    op DimOp = "dim" {
        traits: [PURE],
        operands: [value: ANY_SHAPED, index: SIZE_OR_INDEX],
        results: [extent: SIZE_OR_INDEX],
        format: "$value `,` $index attr-dict `:` type($value) `,`type($index) `->` type($extent)",
        fold: fold_dim,
        interfaces: { infer_types: infer_dim, compatible_return_types: size_index_compatible },
    }

    /// `shape.div`: floor division of sizes and indices.
    op DivOp = "div" {
        traits: [PURE],
        operands: [lhs: SIZE_OR_INDEX, rhs: SIZE_OR_INDEX],
        results: [result: SIZE_OR_INDEX],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        verify: verify_size_or_index_op,
        fold: fold_div,
        interfaces: { infer_types: infer_size_if_any_size, compatible_return_types: size_index_compatible },
    }

    /// `shape.from_extent_tensor`: a shape from an extent tensor.
    op FromExtentTensorOp = "from_extent_tensor" {
        traits: [PURE],
        operands: [input: EXTENT_TENSOR],
        results: [result: SHAPE_TYPE],
        format: "$input attr-dict `:` type($input)",
    }

    /// `shape.from_extents`: a shape from extents.
    op FromExtentsOp = "from_extents" {
        traits: [PURE],
        operands: [extents: variadic(SIZE_OR_INDEX)],
        results: [shape: SHAPE_TYPE],
        format: "$extents attr-dict `:` type($extents)",
        fold: fold_from_extents,
    }

    /// `shape.func`: a shape function.
    op FuncOp = "func" {
        traits: [AFFINE_SCOPE, AUTOMATIC_ALLOCATION_SCOPE, ISOLATED_FROM_ABOVE, SYMBOL],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            function_type: FUNCTION_TYPE_ATTR,
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            sym_visibility: optional(STR_ATTR),
        ],
        regions: [body: any],
        asm: { parse: parse_func, print: print_func, default_dialect: "shape" },
        interfaces: {
            callable: CallableInterface { function_type_attr: "function_type" },
            symbol: SymbolInterface { optional: false, is_declaration: Some(is_external) },
            verify: verify_func,
        },
    }

    /// `shape.function_library`: shape functions and the ops they are for.
    op FunctionLibraryOp = "function_library" {
        traits: [AFFINE_SCOPE, ISOLATED_FROM_ABOVE, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL, NO_TERMINATOR, SINGLE_BLOCK],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            sym_visibility: optional(STR_ATTR),
            mapping: DICTIONARY_ATTR,
        ],
        regions: [body: any],
        asm: { parse: parse_function_library, print: print_function_library, default_dialect: "shape" },
        interfaces: { symbol: SymbolInterface { optional: false, is_declaration: None } },
    }

    /// `shape.get_extent`: an extent of a shape or extent tensor.
    op GetExtentOp = "get_extent" {
        traits: [PURE],
        operands: [shape: SHAPE_OR_EXTENT_TENSOR, dim: SIZE_OR_INDEX],
        results: [extent: SIZE_OR_INDEX],
        format: "$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)",
        verify: verify_size_or_index_op,
        fold: fold_get_extent,
        interfaces: { infer_types: infer_index, compatible_return_types: size_index_compatible },
    }

    /// `shape.index_to_size`: an index as a size.
    op IndexToSizeOp = "index_to_size" {
        traits: [PURE],
        operands: [arg: INDEX],
        results: [result: SIZE_TYPE],
        format: "$arg attr-dict",
        fold: fold_forward_constant,
        canonicalize: index_to_size_patterns,
    }

    /// `shape.is_broadcastable`: whether shapes broadcast.
    op IsBroadcastableOp = "is_broadcastable" {
        traits: [COMMUTATIVE],
        operands: [shapes: variadic(SHAPE_OR_EXTENT_TENSOR)],
        results: [result: I1],
        format: "$shapes attr-dict `:` type($shapes)",
        fold: fold_is_broadcastable,
        canonicalize: is_broadcastable_patterns,
    }

    /// `shape.max`: elementwise maximum.
    op MaxOp = "max" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: SHAPE_OR_SIZE, rhs: SHAPE_OR_SIZE],
        results: [result: SHAPE_OR_SIZE],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        fold: fold_same_operands,
        interfaces: { infer_types: infer_min_max, compatible_return_types: min_max_compatible },
    }

    /// `shape.meet`: the least general shape or size of its operands.
    op MeetOp = "meet" {
        traits: [COMMUTATIVE],
        operands: [arg0: ANY_SHAPE_OR_SIZE, arg1: ANY_SHAPE_OR_SIZE],
        properties: [error: optional(STR_ATTR)],
        results: [result: ANY_SHAPE_OR_SIZE],
        format: "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)",
        interfaces: { infer_types: infer_meet, compatible_return_types: meet_compatible },
    }

    /// `shape.min`: elementwise minimum.
    op MinOp = "min" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: SHAPE_OR_SIZE, rhs: SHAPE_OR_SIZE],
        results: [result: SHAPE_OR_SIZE],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        fold: fold_same_operands,
        interfaces: { infer_types: infer_min_max, compatible_return_types: min_max_compatible },
    }

    /// `shape.mul`: multiplication of sizes and indices.
    op MulOp = "mul" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: SIZE_OR_INDEX, rhs: SIZE_OR_INDEX],
        results: [result: SIZE_OR_INDEX],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
        verify: verify_size_or_index_op,
        fold: fold_mul,
        interfaces: { infer_types: infer_size_if_any_size, compatible_return_types: size_index_compatible },
    }

    /// `shape.num_elements`: the number of elements of a shape.
    op NumElementsOp = "num_elements" {
        traits: [PURE],
        operands: [shape: SHAPE_OR_EXTENT_TENSOR],
        results: [result: SIZE_OR_INDEX],
        format: "$shape attr-dict `:` type($shape) `->` type($result)",
        verify: verify_size_or_index_op,
        fold: fold_num_elements,
        interfaces: { infer_types: infer_size_if_shape, compatible_return_types: size_index_compatible },
    }

    /// `shape.rank`: the rank of a shape.
    op RankOp = "rank" {
        traits: [PURE],
        operands: [shape: SHAPE_OR_EXTENT_TENSOR],
        results: [rank: SIZE_OR_INDEX],
        format: "$shape attr-dict `:` type($shape) `->` type($rank)",
        verify: verify_size_or_index_op,
        fold: fold_rank,
        canonicalize: rank_patterns,
        interfaces: { infer_types: infer_size_if_shape, compatible_return_types: size_index_compatible },
    }

    /// `shape.reduce`: reduces over the extents of a shape.
    op ReduceOp = "reduce" {
        operands: [shape: SHAPE_OR_EXTENT_TENSOR, initVals: variadic(ANY_TYPE)],
        results: [result: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        implicit_terminator: "shape.yield",
        asm: { parse: parse_reduce, print: print_reduce },
        verify: verify_reduce,
    }

    /// `shape.return`: returns from a shape function.
    op ReturnOp = "return" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["shape.func"],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
    }

    /// `shape.shape_eq`: whether shapes are equal.
    op ShapeEqOp = "shape_eq" {
        traits: [PURE, COMMUTATIVE],
        operands: [shapes: variadic(SHAPE_OR_EXTENT_TENSOR)],
        results: [result: I1],
        format: "$shapes attr-dict `:` type($shapes)",
        fold: fold_shape_eq,
    }

    /// `shape.shape_of`: the shape of a value.
    op ShapeOfOp = "shape_of" {
        traits: [PURE],
        operands: [arg: SHAPED_OR_VALUE_SHAPE],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        format: "$arg attr-dict `:` type($arg) `->` type($result)",
        verify: verify_shape_or_extent_tensor_op,
        canonicalize: shape_of_patterns,
        interfaces: { infer_types: infer_shape_of, compatible_return_types: shape_of_compatible },
    }

    /// `shape.size_to_index`: a size as an index.
    op SizeToIndexOp = "size_to_index" {
        traits: [PURE],
        operands: [arg: SIZE_OR_INDEX],
        results: [result: INDEX],
        format: "$arg attr-dict `:` type($arg)",
        fold: fold_size_to_index,
        canonicalize: size_to_index_patterns,
        interfaces: { cast_compatible: size_to_index_cast_compatible },
    }

    /// `shape.split_at`: splits a shape at an index.
    op SplitAtOp = "split_at" {
        traits: [PURE],
        operands: [operand: SHAPE_OR_EXTENT_TENSOR, index: SIZE_OR_INDEX],
        results: [head: SHAPE_OR_EXTENT_TENSOR, tail: SHAPE_OR_EXTENT_TENSOR],
        fold: fold_split_at,
    }

    /// `shape.to_extent_tensor`: a shape as an extent tensor.
    op ToExtentTensorOp = "to_extent_tensor" {
        traits: [PURE],
        operands: [input: SHAPE_OR_EXTENT_TENSOR],
        results: [result: INDEX_TENSOR],
        format: "$input attr-dict `:` type($input) `->` type($result)",
        fold: fold_to_extent_tensor,
        interfaces: { cast_compatible: to_extent_tensor_cast_compatible },
    }

    /// `shape.value_as_shape`: a value as a shape.
    op ValueAsShapeOp = "value_as_shape" {
        traits: [PURE],
        operands: [arg: VALUE_AS_SHAPE_ARG],
        results: [result: SHAPE_OR_EXTENT_TENSOR],
        format: "$arg attr-dict `:` type($arg) `->` type($result)",
    }

    /// `shape.value_of`: the value of a `!shape.value_shape`.
    op ValueOfOp = "value_of" {
        traits: [PURE],
        operands: [arg: VALUE_SHAPE_TYPE],
        results: [result: ANY_SHAPED],
        format: "$arg attr-dict `:` type($result)",
    }

    /// `shape.with_shape`: a value shape with a given shape.
    op WithOp = "with_shape" {
        traits: [PURE],
        operands: [operand: SHAPED_OR_VALUE_SHAPE, shape: SHAPE_OR_EXTENT_TENSOR],
        results: [result: VALUE_SHAPE_TYPE],
        format: "operands attr-dict `:` type($operand) `,` type($shape)",
    }

    /// `shape.yield`: returns values to the parent op.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["shape.reduce", "shape.function_library"],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
        verify: verify_yield,
    }
}

/// The shape dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    types: &[&SHAPE_TYPE_DEF, &SIZE_TYPE_DEF, &VALUE_SHAPE_TYPE_DEF, &WITNESS_TYPE_DEF],
    allow_unknown_ops: true,
    materialize_constant: Some(materialize_constant),
    verify_op_attr: Some(verify_shape_lib),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("shape")
};

/// `ShapeDialect::materializeConstant`.
pub fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if rmlir_ir::common_folders::is_poison(ctx, value) {
        return rmlir_ub::materialize_constant(b, value, ty, loc);
    }
    if is_shape(ctx, ty) || is_extent_tensor(ctx, ty) {
        if !rmlir_ir::op_def::AttrClass::DenseIntElements.matches(ctx, value) {
            return None;
        }
        return Some(ConstShapeOp::build(b, loc, ty, value).id());
    }
    if is_size(ctx, ty) {
        if !matches!(ctx.attr_kind(value), rmlir_ir::AttrKind::Integer { .. }) {
            return None;
        }
        return Some(ConstSizeOp::build(b, loc, ty, value).id());
    }
    if is_witness(ctx, ty) {
        if !rmlir_ir::op_def::AttrClass::Bool.matches(ctx, value) {
            return None;
        }
        return Some(ConstWitnessOp::build(b, loc, ty, value).id());
    }
    rmlir_arith::fold::materialize_constant(b, value, ty, loc)
}

fn is_external(op: &OpView<'_>) -> bool {
    op.num_regions() == 0 || op.region(0).is_empty()
}

/// Whether `t` is a ranked tensor (for helpers below).
pub(crate) fn ranked_tensor_shape(ctx: &rmlir_ir::Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
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
