//! The `gpu` dialect (`GPUBase.td`, `GPUOps.td`): kernel modules and
//! functions, launches, thread and block ids, reductions and shuffles,
//! async tokens, device memory, MMA matrices and the sparse library ops;
//! the `!gpu.*` types and the enum attributes.

mod asm;
pub mod attrs;
pub mod compilation;
mod fold;
mod inliner;
pub mod target;
pub mod types;
mod verify;

use asm::*;
pub use attrs::*;
pub use compilation::*;
use fold::*;
pub use types::*;
use verify::*;

use rmlir_ir::constraints::{
    ANY_MEMREF, ANY_TYPE, ANY_UNRANKED_MEMREF, DICT_ARRAY_ATTR, FUNCTION_TYPE_ATTR, I1, I32,
    I32_ATTR, I64_ATTR, INDEX, INDEX_ATTR, STR_ATTR, SYMBOL_NAME_ATTR, SYMBOL_REF_ATTR, TYPE_ATTR,
    UNIT_ATTR,
};
use rmlir_ir::op_def::{CallableInterface, EffectKind, EffectOn, Effects, SymbolInterface};
use rmlir_ir::{DialectDef, OpView};

fn one(c: &rmlir_ir::Context) -> rmlir_ir::Attribute {
    c.integer_attr(c.int_type(32), 1)
}

/// `%<op>_<dim>` result names of the index ops.
fn index_op_names(op: &OpView<'_>, set: &mut dyn FnMut(rmlir_ir::Value, &str)) {
    let dim = op
        .prop("dimension")
        .and_then(|a| enum_value(op.ctx, a))
        .map(|v| match v {
            0 => "x",
            1 => "y",
            _ => "z",
        })
        .unwrap_or("x");
    let name = op.name_str();
    let short = name.strip_prefix("gpu.").unwrap_or(&name);
    set(op.result(0), &format!("{short}_{dim}"));
}

const WRITE_0: Effects = Effects::Static(&[(EffectKind::Write, EffectOn::Nothing)]);

rmlir_ods::ops! {
    dialect = "gpu";

    class IndexOp {
        traits: [PURE],
        properties: [dimension: DIMENSION_ATTR, upper_bound: optional(INDEX_ATTR)],
        results: [result: INDEX],
        format: "$dimension (`upper_bound` $upper_bound^)? attr-dict",
        asm: { result_names: index_op_names },
    }

    /// `gpu.cluster_dim`.
    op ClusterDimOp = "cluster_dim" : IndexOp {}
    /// `gpu.cluster_dim_blocks`.
    op ClusterDimBlocksOp = "cluster_dim_blocks" : IndexOp {}
    /// `gpu.cluster_id`.
    op ClusterIdOp = "cluster_id" : IndexOp {}
    /// `gpu.cluster_block_id`.
    op ClusterBlockIdOp = "cluster_block_id" : IndexOp {}
    /// `gpu.block_dim`.
    op BlockDimOp = "block_dim" : IndexOp {}
    /// `gpu.block_id`.
    op BlockIdOp = "block_id" : IndexOp {}
    /// `gpu.grid_dim`.
    op GridDimOp = "grid_dim" : IndexOp {}
    /// `gpu.thread_id`.
    op ThreadIdOp = "thread_id" : IndexOp {}
    /// `gpu.global_id`.
    op GlobalIdOp = "global_id" : IndexOp {}

    /// `gpu.lane_id`.
    op LaneIdOp = "lane_id" {
        traits: [PURE],
        properties: [upper_bound: optional(INDEX_ATTR)],
        results: [result: INDEX],
        format: "(`upper_bound` $upper_bound^)? attr-dict",
    }

    /// `gpu.subgroup_id`.
    op SubgroupIdOp = "subgroup_id" {
        traits: [PURE],
        properties: [upper_bound: optional(INDEX_ATTR)],
        results: [result: INDEX],
        format: "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
    }

    /// `gpu.num_subgroups`.
    op NumSubgroupsOp = "num_subgroups" {
        traits: [PURE],
        properties: [upper_bound: optional(INDEX_ATTR)],
        results: [result: INDEX],
        format: "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
    }

    /// `gpu.subgroup_size`.
    op SubgroupSizeOp = "subgroup_size" {
        traits: [PURE],
        properties: [upper_bound: optional(INDEX_ATTR)],
        results: [result: INDEX],
        format: "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
    }

    /// `gpu.func`: a function executable on a GPU.
    op GPUFuncOp = "func" {
        traits: [AUTOMATIC_ALLOCATION_SCOPE, ISOLATED_FROM_ABOVE, AFFINE_SCOPE, SYMBOL],
        parents: ["gpu.module"],
        properties: [
            function_type: FUNCTION_TYPE_ATTR,
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            workgroup_attrib_attrs: optional(DICT_ARRAY_ATTR),
            private_attrib_attrs: optional(DICT_ARRAY_ATTR),
            known_block_size: optional(DIM_SIZE_HINT_ATTR),
            known_grid_size: optional(DIM_SIZE_HINT_ATTR),
            known_cluster_size: optional(DIM_SIZE_HINT_ATTR),
        ],
        regions: [body: any],
        asm: { parse: parse_func, print: print_func },
        interfaces: {
            callable: CallableInterface { function_type_attr: "function_type" },
            symbol: SymbolInterface { optional: false, is_declaration: None },
            verify: verify_func,
        },
    }

    /// `gpu.dynamic_shared_memory`.
    op DynamicSharedMemoryOp = "dynamic_shared_memory" {
        traits: [PURE],
        results: [resultMemref: DYN_SHARED_MEMREF],
        format: "attr-dict `:` type($resultMemref)",
        verify: verify_dynamic_shared_memory,
    }

    /// `gpu.launch_func`: launches a kernel function.
    op LaunchFuncOp = "launch_func" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            asyncDependencies: variadic(ASYNC_TOKEN),
            gridSizeX: LAUNCH_INDEX, gridSizeY: LAUNCH_INDEX, gridSizeZ: LAUNCH_INDEX,
            blockSizeX: LAUNCH_INDEX, blockSizeY: LAUNCH_INDEX, blockSizeZ: LAUNCH_INDEX,
            clusterSizeX: optional(LAUNCH_INDEX), clusterSizeY: optional(LAUNCH_INDEX),
            clusterSizeZ: optional(LAUNCH_INDEX),
            dynamicSharedMemorySize: optional(I32),
            kernelOperands: variadic(ANY_TYPE),
            asyncObject: optional(ANY_TYPE),
        ],
        properties: [kernel: SYMBOL_REF_ATTR],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        type_rules: [all_types_match(gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (`<` $asyncObject^ `:` type($asyncObject) `>`)? $kernel ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )? `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ)) (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict",
        verify: verify_launch_func,
        interfaces: { symbol_user: verify_launch_func_symbols },
    }

    /// `gpu.launch`: a kernel launch with an inline body.
    op LaunchOp = "launch" {
        traits: [AFFINE_SCOPE, AUTOMATIC_ALLOCATION_SCOPE, ATTR_SIZED_OPERAND_SEGMENTS, RECURSIVE_MEMORY_EFFECTS],
        operands: [
            asyncDependencies: variadic(ASYNC_TOKEN),
            gridSizeX: INDEX, gridSizeY: INDEX, gridSizeZ: INDEX,
            blockSizeX: INDEX, blockSizeY: INDEX, blockSizeZ: INDEX,
            clusterSizeX: optional(INDEX), clusterSizeY: optional(INDEX), clusterSizeZ: optional(INDEX),
            dynamicSharedMemorySize: optional(I32),
        ],
        properties: [module: optional(rmlir_ir::constraints::FLAT_SYMBOL_REF_ATTR), function: optional(rmlir_ir::constraints::FLAT_SYMBOL_REF_ATTR)],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        regions: [body: any],
        asm: { parse: parse_launch, print: print_launch },
        verify: verify_launch,
        verify_regions: verify_launch_regions,
        canonicalize: launch_patterns,
    }

    /// `gpu.printf`.
    op PrintfOp = "printf" {
        properties: [format: STR_ATTR],
        operands: [args: variadic(PRINTF_ARG)],
        format: "$format attr-dict (`,` $args^ `:` type($args))?",
        interfaces: { memory_effects: WRITE_0 },
    }

    /// `gpu.return`: ends a `gpu.func`.
    op ReturnOp = "return" {
        traits: [PURE, TERMINATOR, RETURN_LIKE],
        parents: ["gpu.func"],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
        verify: verify_return,
    }

    /// `gpu.terminator`: ends a `gpu.launch` body.
    op TerminatorOp = "terminator" {
        traits: [PURE, TERMINATOR],
        parents: ["gpu.launch"],
        format: "attr-dict",
    }

    /// `gpu.yield`.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [values: variadic(ANY_TYPE)],
        format: "attr-dict ($values^ `:` type($values))?",
    }

    /// `gpu.all_reduce`: a workgroup reduction.
    op AllReduceOp = "all_reduce" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, ISOLATED_FROM_ABOVE],
        operands: [value: INT_OR_FLOAT],
        properties: [op: optional(ALL_REDUCE_OP_ATTR), uniform: optional(UNIT_ATTR)],
        results: [result: INT_OR_FLOAT],
        regions: [body: any],
        format: "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)",
        verify_regions: verify_all_reduce_regions,
        fold: fold_all_reduce,
    }

    /// `gpu.subgroup_reduce`.
    op SubgroupReduceOp = "subgroup_reduce" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [value: INT_OR_FLOAT_OR_1D_VECTOR],
        properties: [
            op: ALL_REDUCE_OP_ATTR,
            uniform: optional(UNIT_ATTR),
            cluster_size: optional(I32_ATTR),
            cluster_stride: default(I32_ATTR, one),
        ],
        results: [result: INT_OR_FLOAT_OR_1D_VECTOR],
        asm: { parse: parse_subgroup_reduce, print: print_subgroup_reduce },
        verify: verify_subgroup_reduce,
        fold: fold_subgroup_reduce,
    }

    /// `gpu.shuffle`.
    op ShuffleOp = "shuffle" {
        traits: [PURE],
        operands: [value: INT_OR_FLOAT_OR_1D_VECTOR, offset: I32, width: I32],
        properties: [mode: SHUFFLE_MODE_ATTR],
        results: [shuffleResult: INT_OR_FLOAT_OR_1D_VECTOR, valid: I1],
        type_rules: [all_types_match(value, shuffleResult)],
        format: "$mode $value `,` $offset `,` $width attr-dict `:` type($value)",
    }

    /// `gpu.rotate`.
    op RotateOp = "rotate" {
        traits: [PURE],
        operands: [value: INT_OR_FLOAT_OR_1D_VECTOR],
        properties: [offset: I32_NON_NEGATIVE_ATTR, width: I32_POWER_OF_2_ATTR],
        results: [rotateResult: INT_OR_FLOAT_OR_1D_VECTOR, valid: I1],
        type_rules: [all_types_match(value, rotateResult)],
        format: "$value `,` $offset `,` $width attr-dict `:` type($value)",
        verify: verify_rotate,
    }

    /// `gpu.barrier`.
    op BarrierOp = "barrier" {
        format: "attr-dict",
        canonicalize: barrier_patterns,
    }

    /// `gpu.module`: a module of code to run on a GPU.
    op GPUModuleOp = "module" {
        traits: [ISOLATED_FROM_ABOVE, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGIONS, HAS_ONLY_GRAPH_REGION],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            targets: optional(TARGET_ARRAY_ATTR),
            offloadingHandler: optional(OFFLOADING_ATTR),
        ],
        regions: [bodyRegion: sized(1)],
        format: "$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion",
        interfaces: { symbol: SymbolInterface { optional: false, is_declaration: None }, graph_regions: true },
    }

    /// `gpu.binary`: serialized GPU objects.
    op BinaryOp = "binary" {
        traits: [SYMBOL],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            offloadingHandler: optional(OFFLOADING_ATTR),
            objects: OBJECT_ARRAY_ATTR,
        ],
        format: "$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects",
        interfaces: { symbol: SymbolInterface { optional: false, is_declaration: None } },
    }

    /// `gpu.host_register`.
    op HostRegisterOp = "host_register" {
        operands: [value: ANY_UNRANKED_MEMREF],
        format: "$value attr-dict `:` type($value)",
    }

    /// `gpu.host_unregister`.
    op HostUnregisterOp = "host_unregister" {
        operands: [value: ANY_UNRANKED_MEMREF],
        format: "$value attr-dict `:` type($value)",
    }

    /// `gpu.wait`.
    op WaitOp = "wait" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN)],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict",
        canonicalize: wait_patterns,
    }

    /// `gpu.alloc`.
    op AllocOp = "alloc" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dynamicSizes: variadic(INDEX), symbolOperands: variadic(INDEX)],
        properties: [hostShared: optional(UNIT_ATTR)],
        results: [memref: ANY_MEMREF, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
        verify: verify_alloc,
        canonicalize: alloc_patterns,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Alloc, EffectOn::Result(0))]) },
    }

    /// `gpu.dealloc`.
    op DeallocOp = "dealloc" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), memref: ANY_MEMREF],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref attr-dict `:` type($memref)",
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Free, EffectOn::Operand(1))]) },
    }

    /// `gpu.memcpy`.
    op MemcpyOp = "memcpy" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dst: ANY_MEMREF, src: ANY_MEMREF],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst`,` $src `:` type($dst)`,` type($src) attr-dict",
        verify: verify_memcpy,
        fold: fold_memcpy,
        canonicalize: memcpy_patterns,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1)), (EffectKind::Read, EffectOn::Operand(2))]) },
    }

    /// `gpu.memset`.
    op MemsetOp = "memset" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dst: ANY_MEMREF, value: ANY_TYPE],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        type_rules: [pred("all of {dst, value} have same element type", same_element_type_dst_value)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst`,` $value `:` type($dst)`,` type($value) attr-dict",
        fold: fold_memset,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
    }

    /// `gpu.set_default_device`.
    op SetDefaultDeviceOp = "set_default_device" {
        operands: [devIndex: I32],
        format: "attr-dict $devIndex",
        interfaces: { memory_effects: WRITE_0 },
    }

    /// `gpu.subgroup_mma_load_matrix`.
    op SubgroupMmaLoadMatrixOp = "subgroup_mma_load_matrix" {
        operands: [srcMemref: MMA_MEMREF, indices: variadic(INDEX)],
        properties: [leadDimension: INDEX_ATTR, transpose: optional(UNIT_ATTR)],
        results: [res: MMA_MATRIX],
        format: "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)",
        verify: verify_mma_load,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
    }

    /// `gpu.subgroup_mma_store_matrix`.
    op SubgroupMmaStoreMatrixOp = "subgroup_mma_store_matrix" {
        operands: [src: MMA_STORE_SRC, dstMemref: MMA_MEMREF, indices: variadic(INDEX)],
        properties: [leadDimension: INDEX_ATTR, transpose: optional(UNIT_ATTR)],
        format: "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)",
        verify: verify_mma_store,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
    }

    /// `gpu.subgroup_mma_compute`.
    op SubgroupMmaComputeOp = "subgroup_mma_compute" {
        traits: [PURE],
        operands: [opA: MMA_AB, opB: MMA_AB, opC: MMA_C],
        properties: [a_transpose: optional(UNIT_ATTR), b_transpose: optional(UNIT_ATTR)],
        results: [res: MMA_MATRIX],
        type_rules: [all_types_match(opC, res)],
        format: "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)",
        verify: verify_mma_compute,
    }

    /// `gpu.subgroup_mma_constant_matrix`.
    op SubgroupMmaConstantMatrixOp = "subgroup_mma_constant_matrix" {
        traits: [PURE],
        operands: [value: MMA_CONSTANT_VALUE],
        results: [res: MMA_MATRIX],
        type_rules: [types_match_with(res -> value, mma_element, "value type matches element type of mma_matrix")],
        format: "$value attr-dict `:` type($res)",
    }

    /// `gpu.subgroup_mma_extract_thread_local`.
    op SubgroupMmaExtractThreadLocalOp = "subgroup_mma_extract_thread_local" {
        traits: [PURE],
        operands: [matrix: MMA_MATRIX, indices: variadic(INDEX)],
        results: [res: INT_OR_FLOAT],
        type_rules: [types_match_with(matrix -> res, mma_element, "value type matches element type of mma_matrix")],
        format: "$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)",
    }

    /// `gpu.subgroup_mma_insert_thread_local`.
    op SubgroupMmaInsertThreadLocalOp = "subgroup_mma_insert_thread_local" {
        traits: [PURE],
        operands: [value: INT_OR_FLOAT, matrix: MMA_MATRIX, indices: variadic(INDEX)],
        results: [res: MMA_MATRIX],
        type_rules: [types_match_with(matrix -> value, mma_element, "value type matches element type of mma_matrix")],
        format: "$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)",
    }

    /// `gpu.subgroup_mma_elementwise`.
    op SubgroupMmaElementwiseOp = "subgroup_mma_elementwise" {
        traits: [PURE],
        operands: [args: variadic(MMA_MATRIX)],
        properties: [opType: MMA_ELEMENTWISE_ATTR],
        results: [res: MMA_MATRIX],
        type_rules: [all_types_match(args)],
        format: "$opType $args attr-dict `:` functional-type($args, $res)",
    }

    /// `gpu.create_dn_tensor`.
    op CreateDnTensorOp = "create_dn_tensor" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), memref: ANY_MEMREF, dims: variadic(INDEX)],
        results: [dnTensor: DN_TENSOR_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref `,` $dims attr-dict `:` type($dims) `into` type($memref)",
    }

    /// `gpu.destroy_dn_tensor`.
    op DestroyDnTensorOp = "destroy_dn_tensor" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dnTensor: DN_TENSOR_HANDLE],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnTensor attr-dict",
    }

    /// `gpu.create_coo`.
    op CreateCooOp = "create_coo" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), rows: INDEX, cols: INDEX, nnz: INDEX, rowIdxs: ANY_MEMREF, colIdxs: ANY_MEMREF, values: ANY_MEMREF],
        results: [spmat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict `:` type($rowIdxs) `,` type($colIdxs) `,` type($values)",
    }

    /// `gpu.create_coo_aos`.
    op CreateCooAoSOp = "create_coo_aos" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), rows: INDEX, cols: INDEX, nnz: INDEX, idxs: ANY_MEMREF, values: ANY_MEMREF],
        results: [spmat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict `:` type($idxs) `,` type($values)",
    }

    /// `gpu.create_csr`.
    op CreateCsrOp = "create_csr" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), rows: INDEX, cols: INDEX, nnz: INDEX, rowPos: ANY_MEMREF, colIdxs: ANY_MEMREF, values: ANY_MEMREF],
        results: [spmat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict `:` type($rowPos) `,` type($colIdxs) `,` type($values)",
    }

    /// `gpu.create_csc`.
    op CreateCscOp = "create_csc" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), rows: INDEX, cols: INDEX, nnz: INDEX, colPos: ANY_MEMREF, rowIdxs: ANY_MEMREF, values: ANY_MEMREF],
        results: [spmat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict `:` type($colPos) `,` type($rowIdxs) `,` type($values)",
    }

    /// `gpu.create_bsr`.
    op CreateBsrOp = "create_bsr" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), brows: INDEX, bcols: INDEX, bnnz: INDEX, rBlockSize: INDEX, cBlockSize: INDEX, bRowPos: ANY_MEMREF, bColIdxs: ANY_MEMREF, values: ANY_MEMREF],
        results: [spmat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,` $bRowPos `,` $bColIdxs `,` $values attr-dict `:` type($bRowPos) `,` type($bColIdxs) `,` type($values)",
    }

    /// `gpu.create_2to4_spmat`.
    op Create2To4SpMatOp = "create_2to4_spmat" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), rows: INDEX, cols: INDEX, memref: ANY_MEMREF],
        properties: [pruneFlag: default(PRUNE_FLAG_ATTR, prune_and_check)],
        results: [spMat: SPMAT_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) `{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)",
    }

    /// `gpu.destroy_sp_mat`.
    op DestroySpMatOp = "destroy_sp_mat" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmat: SPMAT_HANDLE],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict",
    }

    /// `gpu.spmv_buffer_size`.
    op SpMVBufferSizeOp = "spmv_buffer_size" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmatA: SPMAT_HANDLE, dnX: DN_TENSOR_HANDLE, dnY: DN_TENSOR_HANDLE],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [bufferSz: INDEX, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType",
    }

    /// `gpu.spmv`.
    op SpMVOp = "spmv" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmatA: SPMAT_HANDLE, dnX: DN_TENSOR_HANDLE, dnY: DN_TENSOR_HANDLE, buffer: ANY_MEMREF],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType",
    }

    /// `gpu.spmm_buffer_size`.
    op SpMMBufferSizeOp = "spmm_buffer_size" {
        traits: [ATTR_SIZED_RESULT_SEGMENTS],
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmatA: SPMAT_HANDLE, dnmatB: DN_TENSOR_HANDLE, dnmatC: DN_TENSOR_HANDLE],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [bufferSzs: variadic(INDEX), asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict `:` type($bufferSzs) `into` $computeType",
    }

    /// `gpu.spmm`.
    op SpMMOp = "spmm" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmatA: SPMAT_HANDLE, dnmatB: DN_TENSOR_HANDLE, dnmatC: DN_TENSOR_HANDLE, buffers: variadic(ANY_MEMREF)],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` $buffers attr-dict `:` type($buffers) `into` $computeType",
    }

    /// `gpu.sddmm_buffer_size`.
    op SDDMMBufferSizeOp = "sddmm_buffer_size" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dnmatA: DN_TENSOR_HANDLE, dnmatB: DN_TENSOR_HANDLE, spmatC: SPMAT_HANDLE],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [bufferSz: INDEX, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict `into` $computeType",
    }

    /// `gpu.sddmm`.
    op SDDMMOp = "sddmm" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), dnmatA: DN_TENSOR_HANDLE, dnmatB: DN_TENSOR_HANDLE, spmatC: SPMAT_HANDLE, buffer: ANY_MEMREF],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $buffer attr-dict `:` type($buffer) `into` $computeType",
    }

    /// `gpu.spgemm_create_descr`.
    op SpGEMMCreateDescrOp = "spgemm_create_descr" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN)],
        results: [desc: SPGEMM_OP_HANDLE, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict",
    }

    /// `gpu.spgemm_destroy_descr`.
    op SpGEMMDestroyDescrOp = "spgemm_destroy_descr" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), desc: SPGEMM_OP_HANDLE],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $desc attr-dict",
    }

    /// `gpu.spgemm_work_estimation_or_compute`.
    op SpGEMMWorkEstimationOrComputeOp = "spgemm_work_estimation_or_compute" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), desc: SPGEMM_OP_HANDLE, spmatA: SPMAT_HANDLE, spmatB: SPMAT_HANDLE, spmatC: SPMAT_HANDLE, bufferSz: INDEX, buffer: ANY_MEMREF],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR, kind: SPGEMM_KIND_ATTR],
        results: [bufferSzNew: INDEX, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) `{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` type($buffer)",
    }

    /// `gpu.spgemm_copy`.
    op SpGEMMCopyOp = "spgemm_copy" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), desc: SPGEMM_OP_HANDLE, spmatA: SPMAT_HANDLE, spmatB: SPMAT_HANDLE, spmatC: SPMAT_HANDLE],
        properties: [modeA: default(TRANSPOSE_MODE_ATTR, non_transpose), modeB: default(TRANSPOSE_MODE_ATTR, non_transpose), computeType: TYPE_ATTR],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc attr-dict `:` $computeType",
    }

    /// `gpu.spmat_get_size`.
    op SpMatGetSizeOp = "spmat_get_size" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmat: SPMAT_HANDLE],
        results: [rows: INDEX, cols: INDEX, nnz: INDEX, asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict",
    }

    /// `gpu.set_csr_pointers`.
    op SetCsrPointersOp = "set_csr_pointers" {
        operands: [asyncDependencies: variadic(ASYNC_TOKEN), spmat: SPMAT_HANDLE, positions: ANY_MEMREF, coordinates: ANY_MEMREF, values: ANY_MEMREF],
        results: [asyncToken: optional(ASYNC_TOKEN)],
        format: "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` type($positions) `,` type($coordinates) `,` type($values)",
    }

    /// `gpu.warp_execute_on_lane_0`: a region run by lane 0 of a warp.
    op WarpExecuteOnLane0Op = "warp_execute_on_lane_0" {
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
        operands: [laneid: INDEX, args: variadic(ANY_TYPE)],
        properties: [warp_size: I64_ATTR],
        results: [results: variadic(ANY_TYPE)],
        regions: [warpRegion: sized(1)],
        implicit_terminator: "gpu.yield",
        asm: { parse: parse_warp_execute, print: print_warp_execute },
        verify: verify_warp_execute,
    }

    /// `gpu.subgroup_broadcast`.
    op SubgroupBroadcastOp = "subgroup_broadcast" {
        traits: [NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [src: ANY_TYPE, lane: optional(I32)],
        properties: [broadcast_type: BROADCAST_TYPE_ATTR],
        results: [result: ANY_TYPE],
        type_rules: [all_types_match(result, src)],
        format: "$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)",
        verify: verify_subgroup_broadcast,
    }
}

/// The gpu dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[
        &DIMENSION_ATTR_DEF,
        &ADDRESS_SPACE_ATTR_DEF,
        &ALL_REDUCE_OP_ATTR_DEF,
        &SHUFFLE_MODE_ATTR_DEF,
        &MMA_ELEMENTWISE_ATTR_DEF,
        &PRUNE_FLAG_ATTR_DEF,
        &TRANSPOSE_MODE_ATTR_DEF,
        &SPGEMM_KIND_ATTR_DEF,
        &BROADCAST_TYPE_ATTR_DEF,
        &BLOCK_MAPPING_ATTR_DEF,
        &WARPGROUP_MAPPING_ATTR_DEF,
        &WARP_MAPPING_ATTR_DEF,
        &THREAD_MAPPING_ATTR_DEF,
        &LANE_MAPPING_ATTR_DEF,
        &MEMORY_SPACE_MAPPING_ATTR_DEF,
        &OBJECT_ATTR_DEF,
        &SELECT_OBJECT_ATTR_DEF,
        &KERNEL_METADATA_ATTR_DEF,
        &KERNEL_TABLE_ATTR_DEF,
    ],
    types: &[
        &ASYNC_TOKEN_DEF,
        &MMA_MATRIX_DEF,
        &DN_TENSOR_HANDLE_DEF,
        &SPMAT_HANDLE_DEF,
        &SPGEMM_OP_HANDLE_DEF,
    ],
    verify_op_attr: Some(verify_op_attribute),
    verify_op_in_ir: Some(target::verify_op_in_ir),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("gpu")
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
