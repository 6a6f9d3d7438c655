//! The op definitions, in `TensorOps.td` order.

use rmlir_interfaces::reshape::INDEX_LIST_ARRAY_ATTR;
use rmlir_interfaces::view_like::DynamicIndexList;
use rmlir_ir::constraints::{
    ANY_RANKED_TENSOR, ANY_TENSOR, ANY_TYPE, DENSE_I64_ARRAY_ATTR, I64_ATTR, INDEX, UNIT_ATTR,
};

use crate::constraints::{
    ANY_NON0_RANKED_OR_UNRANKED_TENSOR, ANY_STATIC_SHAPE_TENSOR, RANKED_TENSOR_OF_INT_OR_INDEX,
    TENSOR_1D_OF_INT_OR_INDEX, TENSOR_OF_INT_OR_FLOAT,
};
use crate::verify::*;

rmlir_ods::ops! {
    dialect = "tensor";

    /// `tensor.bitcast`: reinterprets the elements as another type of the
    /// same bit width.
    op BitcastOp = "bitcast" {
        traits: [PURE],
        operands: [source: TENSOR_OF_INT_OR_FLOAT],
        results: [dest: TENSOR_OF_INT_OR_FLOAT],
        format: "$source attr-dict `:` type($source) `to` type($dest)",
        interfaces: { cast_compatible: bitcast_compatible },
        fold: crate::fold::fold_cast,
        canonicalize: crate::canonicalize::bitcast_patterns,
    }

    /// `tensor.cast`: converts between compatible tensor types.
    op CastOp = "cast" {
        traits: [PURE],
        operands: [source: ANY_TENSOR],
        results: [dest: ANY_TENSOR],
        format: "$source attr-dict `:` type($source) `to` type($dest)",
        asm: { result_names: |op, set| name_result(op, set, "cast") },
        interfaces: { cast_compatible: cast_compatible },
        fold: crate::fold::fold_cast,
        canonicalize: crate::canonicalize::cast_patterns,
    }

    /// `tensor.concat`: concatenates tensors along a static dimension.
    op ConcatOp = "concat" {
        traits: [PURE],
        operands: [inputs: variadic(ANY_RANKED_TENSOR)],
        properties: [dim: I64_ATTR],
        results: [result: ANY_RANKED_TENSOR],
        format: "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
        verify: verify_concat,
        asm: { result_names: |op, set| name_result(op, set, "concat") },
        fold: crate::fold::fold_concat,
        canonicalize: crate::canonicalize::concat_patterns,
    }

    /// `tensor.dim`: the size of one dimension.
    op DimOp = "dim" {
        traits: [NO_MEMORY_EFFECT],
        operands: [source: ANY_NON0_RANKED_OR_UNRANKED_TENSOR, index: INDEX],
        results: [result: INDEX],
        format: "attr-dict $source `,` $index `:` type($source)",
        asm: { result_names: |op, set| name_result(op, set, "dim") },
        interfaces: { shaped_dim: 0, speculatability: rmlir_interfaces::shaped_dim::dim_speculatability },
        fold: crate::fold::fold_dim,
        canonicalize: crate::canonicalize::dim_patterns,
    }

    /// `tensor.empty`: a tensor of a shape, with unspecified contents.
    op EmptyOp = "empty" {
        traits: [PURE],
        operands: [dynamicSizes: variadic(INDEX)],
        results: [result: ANY_RANKED_TENSOR],
        format: "`(`$dynamicSizes`)` attr-dict `:` type($result)",
        verify: verify_empty,
        canonicalize: crate::canonicalize::empty_patterns,
    }

    /// `tensor.extract`: reads one element.
    op ExtractOp = "extract" {
        traits: [PURE],
        operands: [tensor: ANY_RANKED_TENSOR, indices: variadic(INDEX)],
        results: [result: ANY_TYPE],
        type_rules: [types_match_with(tensor -> result, element_type, "result type matches element type of tensor")],
        format: "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
        verify: verify_extract,
        asm: { result_names: |op, set| name_result(op, set, "extracted") },
        fold: crate::fold::fold_extract,
        canonicalize: crate::canonicalize::extract_patterns,
    }

    /// `tensor.extract_slice`: a slice of a tensor, possibly rank-reduced.
    op ExtractSliceOp = "extract_slice" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [
            source: ANY_RANKED_TENSOR,
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        properties: [
            static_offsets: DENSE_I64_ARRAY_ATTR,
            static_sizes: DENSE_I64_ARRAY_ATTR,
            static_strides: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_RANKED_TENSOR],
        format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        verify: verify_extract_slice,
        asm: { result_names: |op, set| name_result(op, set, "extracted_slice") },
        interfaces: { verify: verify_extract_slice_lists },
        fold: crate::fold::fold_extract_slice,
        canonicalize: crate::canonicalize::extract_slice_patterns,
    }

    /// `tensor.from_elements`: a static tensor from its elements.
    op FromElementsOp = "from_elements" {
        traits: [PURE],
        operands: [elements: variadic(ANY_TYPE)],
        results: [result: ANY_STATIC_SHAPE_TENSOR],
        type_rules: [types_match_with(result -> elements, from_elements_types, "operand types match result element type")],
        format: "$elements attr-dict `:` type($result)",
        asm: { result_names: |op, set| name_result(op, set, "from_elements") },
        fold: crate::fold::fold_from_elements,
        canonicalize: crate::canonicalize::from_elements_patterns,
    }

    /// `tensor.gather`: a subset of a tensor at given indices.
    op GatherOp = "gather" {
        traits: [PURE],
        operands: [source: ANY_RANKED_TENSOR, indices: RANKED_TENSOR_OF_INT_OR_INDEX],
        properties: [gather_dims: DENSE_I64_ARRAY_ATTR, unique: optional(UNIT_ATTR)],
        results: [result: ANY_RANKED_TENSOR],
        format: "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
        verify: verify_gather,
        asm: { result_names: |op, set| name_result(op, set, "gather") },
        fold: crate::fold::fold_gather,
    }

    /// `tensor.generate`: a tensor whose elements a region computes.
    op GenerateOp = "generate" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        operands: [dynamicExtents: variadic(INDEX)],
        results: [result: ANY_RANKED_TENSOR],
        regions: [body: sized(1)],
        implicit_terminator: "tensor.yield",
        format: "$dynamicExtents $body attr-dict `:` type($result)",
        verify: verify_generate,
        verify_regions: verify_generate_regions,
        asm: { result_names: |op, set| name_result(op, set, "generated") },
        canonicalize: crate::canonicalize::generate_patterns,
    }

    /// `tensor.insert`: a copy of a tensor with one element replaced.
    op InsertOp = "insert" {
        traits: [DESTINATION_STYLE, PURE],
        operands: [scalar: ANY_TYPE, dest: ANY_RANKED_TENSOR, indices: variadic(INDEX)],
        results: [result: ANY_RANKED_TENSOR],
        type_rules: [
            types_match_with(dest -> result, _, "result type matches type of dest"),
            types_match_with(dest -> scalar, element_type, "scalar type matches element type of dest"),
        ],
        format: "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
        verify: verify_insert,
        asm: { result_names: |op, set| name_result(op, set, "inserted") },
        fold: crate::fold::fold_insert,
    }

    /// `tensor.insert_slice`: a copy of a tensor with a slice replaced.
    op InsertSliceOp = "insert_slice" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, DESTINATION_STYLE, PURE],
        operands: [
            source: ANY_RANKED_TENSOR,
            dest: ANY_RANKED_TENSOR,
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        properties: [
            static_offsets: DENSE_I64_ARRAY_ATTR,
            static_sizes: DENSE_I64_ARRAY_ATTR,
            static_strides: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_RANKED_TENSOR],
        type_rules: [types_match_with(dest -> result, _, "expected result type to match dest type")],
        format: "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
        verify: verify_insert_slice,
        asm: { result_names: |op, set| name_result(op, set, "inserted_slice") },
        interfaces: { verify: verify_insert_slice_lists },
        fold: crate::fold::fold_insert_slice,
        canonicalize: crate::canonicalize::insert_slice_patterns,
    }

    /// `tensor.rank`: the rank of a tensor.
    op RankOp = "rank" {
        traits: [PURE],
        operands: [tensor: ANY_TENSOR],
        results: [result: INDEX],
        format: "$tensor attr-dict `:` type($tensor)",
        asm: { result_names: |op, set| name_result(op, set, "rank") },
        fold: crate::fold::fold_rank,
    }

    /// `tensor.reshape`: a tensor of another shape given by a tensor.
    op ReshapeOp = "reshape" {
        traits: [PURE],
        operands: [source: ANY_TENSOR, shape: TENSOR_1D_OF_INT_OR_INDEX],
        results: [result: ANY_TENSOR],
        format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        verify: verify_reshape,
        asm: { result_names: |op, set| name_result(op, set, "reshape") },
        fold: crate::fold::fold_reshape,
    }

    /// `tensor.expand_shape`: a tensor of higher rank whose dimensions
    /// group into the source's.
    op ExpandShapeOp = "expand_shape" {
        traits: [PURE],
        operands: [src: ANY_TENSOR, output_shape: variadic(INDEX)],
        properties: [reassociation: INDEX_LIST_ARRAY_ATTR, static_output_shape: DENSE_I64_ARRAY_ATTR],
        results: [result: ANY_TENSOR],
        format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        verify: verify_expand_shape,
        asm: { result_names: |op, set| name_result(op, set, "expanded") },
        fold: crate::fold::fold_expand_shape,
        canonicalize: crate::canonicalize::expand_shape_patterns,
    }

    /// `tensor.collapse_shape`: a tensor of lower rank grouping the
    /// source's dimensions.
    op CollapseShapeOp = "collapse_shape" {
        traits: [PURE],
        operands: [src: ANY_TENSOR],
        properties: [reassociation: INDEX_LIST_ARRAY_ATTR],
        results: [result: ANY_TENSOR],
        format: "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        verify: verify_collapse_shape,
        asm: { result_names: |op, set| name_result(op, set, "collapsed") },
        fold: crate::fold::fold_collapse_shape,
        canonicalize: crate::canonicalize::collapse_shape_patterns,
    }

    /// `tensor.pad`: pads a tensor with values a region yields.
    op PadOp = "pad" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [source: ANY_RANKED_TENSOR, low: variadic(INDEX), high: variadic(INDEX)],
        properties: [
            static_low: DENSE_I64_ARRAY_ATTR,
            static_high: DENSE_I64_ARRAY_ATTR,
            nofold: optional(UNIT_ATTR),
        ],
        results: [result: ANY_RANKED_TENSOR],
        regions: [region: sized(1)],
        implicit_terminator: "tensor.yield",
        format: "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
        verify: verify_pad,
        verify_regions: verify_pad_regions,
        asm: { result_names: |op, set| name_result(op, set, "padded") },
        fold: crate::fold::fold_pad,
        canonicalize: crate::canonicalize::pad_patterns,
    }

    /// `tensor.parallel_insert_slice`: one thread's slice update inside an
    /// `InParallelOpInterface` op.
    op ParallelInsertSliceOp = "parallel_insert_slice" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            source: ANY_RANKED_TENSOR,
            dest: ANY_RANKED_TENSOR,
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        properties: [
            static_offsets: DENSE_I64_ARRAY_ATTR,
            static_sizes: DENSE_I64_ARRAY_ATTR,
            static_strides: DENSE_I64_ARRAY_ATTR,
        ],
        format: "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
        verify: verify_parallel_insert_slice,
        interfaces: { verify: verify_insert_slice_lists },
        canonicalize: crate::canonicalize::parallel_insert_slice_patterns,
    }

    /// `tensor.scatter`: inserts a tensor into another at given indices.
    op ScatterOp = "scatter" {
        traits: [PURE],
        operands: [source: ANY_RANKED_TENSOR, dest: ANY_RANKED_TENSOR, indices: RANKED_TENSOR_OF_INT_OR_INDEX],
        properties: [scatter_dims: DENSE_I64_ARRAY_ATTR, unique: optional(UNIT_ATTR)],
        results: [result: ANY_RANKED_TENSOR],
        format: "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
        verify: verify_scatter,
        asm: { result_names: |op, set| name_result(op, set, "scatter") },
    }

    /// `tensor.splat`: a tensor with every element equal to a value.
    op SplatOp = "splat" {
        traits: [PURE],
        operands: [input: ANY_TYPE, dynamicSizes: variadic(INDEX)],
        results: [aggregate: ANY_RANKED_TENSOR],
        type_rules: [types_match_with(aggregate -> input, element_type, "operand type matches element type of result")],
        format: "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
        verify: verify_splat,
        asm: { result_names: |op, set| name_result(op, set, "splat") },
        fold: crate::fold::fold_splat,
    }

    /// `tensor.yield`: the value of a `tensor.generate` or `tensor.pad`
    /// region.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["tensor.generate", "tensor.pad"],
        operands: [value: ANY_TYPE],
        format: "$value attr-dict `:` type($value)",
    }
}
