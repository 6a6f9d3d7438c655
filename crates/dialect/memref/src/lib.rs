//! The `memref` dialect (`MemRefOps.td`): buffers (`alloc`, `alloca`,
//! `realloc`, `dealloc`, `global`), accesses (`load`, `store`, atomics,
//! `prefetch`, DMA), views (`subview`, `view`, `reinterpret_cast`,
//! `expand_shape`, `collapse_shape`, `transpose`, `cast`, ...) and
//! metadata queries (`dim`, `rank`, `extract_strided_metadata`, ...).

pub mod alloca_scope;
pub mod asm;
pub mod canonicalize;
pub mod constraints;
pub mod fold;
mod inliner;
pub mod layout;
pub mod mem_slot;
pub mod reinterpret;
pub mod reshape;
pub mod simplify;
pub mod subview;
pub mod verify;
pub mod view;

use asm::GlobalMemrefOpTypeAndInitialValue;
use constraints::*;
use rmlir_arith::attrs::ATOMIC_RMW_KIND_ATTR;
use rmlir_interfaces::reshape::INDEX_LIST_ARRAY_ATTR;
use rmlir_interfaces::view_like::DynamicIndexList;
use rmlir_ir::constraints::{
    AFFINE_MAP_ATTR, ANY_ATTR, ANY_MEMREF, ANY_RANKED_OR_UNRANKED_MEMREF, ANY_TYPE, BOOL_ATTR,
    DENSE_I64_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, INDEX, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ir::op_def::{
    EffectKind, EffectOn, Effects, RegionBranchInterface, SymbolInterface, TypeList,
};
use rmlir_ir::{Context, DialectDef, Type};

/// The element type of a memref, for `TypesMatchWith`.
fn element_type(ctx: &Context, t: Type) -> Option<TypeList> {
    rmlir_ir::op_def::one(match ctx.type_kind(t) {
        rmlir_ir::TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    })
}

fn bool_false(ctx: &Context) -> rmlir_ir::Attribute {
    ctx.bool_attr(false)
}

const READ_WRITE_0: Effects = Effects::Static(&[
    (EffectKind::Read, EffectOn::Operand(0)),
    (EffectKind::Write, EffectOn::Operand(0)),
]);

rmlir_ods::ops! {
    dialect = "memref";

    /// `memref.assume_alignment`: the same memref, assumed to be aligned.
    op AssumeAlignmentOp = "assume_alignment" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [memref: ANY_MEMREF],
        properties: [alignment: POSITIVE_I32_ATTR],
        results: [result: ANY_MEMREF],
        format: "$memref `,` $alignment attr-dict `:` type($memref)",
        verify: verify::assume_alignment,
        asm: { result_names: |op, set| set(op.result(0), "assume_align") },
        interfaces: { view_like: 0 },
        fold: view::fold_assume_alignment,
    }

    /// `memref.alloc`: a heap allocation.
    op AllocOp = "alloc" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [dynamicSizes: variadic(INDEX), symbolOperands: variadic(INDEX)],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [memref: ANY_MEMREF],
        format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
        verify: verify::alloc,
        asm: { result_names: |op, set| set(op.result(0), "alloc") },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Alloc, EffectOn::Result(0))]) },
        canonicalize: canonicalize::alloc_patterns,
    }

    /// `memref.realloc`: resizes a 1-D allocation.
    op ReallocOp = "realloc" {
        operands: [source: MEMREF_1D, dynamicResultSize: optional(INDEX)],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [result: MEMREF_1D],
        format: "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        verify: verify::realloc,
        interfaces: {
            memory_effects: Effects::Static(&[(EffectKind::Free, EffectOn::Operand(0)), (EffectKind::Alloc, EffectOn::Result(0))]),
        },
        canonicalize: canonicalize::realloc_patterns,
    }

    /// `memref.alloca`: a stack allocation, freed on leaving the enclosing
    /// allocation scope.
    op AllocaOp = "alloca" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [dynamicSizes: variadic(INDEX), symbolOperands: variadic(INDEX)],
        properties: [alignment: optional(ALIGNMENT_ATTR)],
        results: [memref: ANY_MEMREF],
        format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
        verify: verify::alloca,
        asm: { result_names: |op, set| set(op.result(0), "alloca") },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Alloc, EffectOn::Result(0))]) },
        canonicalize: canonicalize::alloca_patterns,
    }

    /// `memref.alloca_scope`: an explicit scope for stack allocations.
    op AllocaScopeOp = "alloca_scope" {
        traits: [AUTOMATIC_ALLOCATION_SCOPE, RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS],
        results: [results: variadic(ANY_TYPE)],
        regions: [bodyRegion: sized(1)],
        implicit_terminator: "memref.alloca_scope.return",
        asm: { parse: asm::parse_alloca_scope, print: asm::print_alloca_scope },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify::alloca_scope_edges) } },
        canonicalize: alloca_scope::alloca_scope_patterns,
    }

    /// `memref.alloca_scope.return`: ends an `alloca_scope` body.
    op AllocaScopeReturnOp = "alloca_scope.return" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["memref.alloca_scope"],
        operands: [results: variadic(ANY_TYPE)],
        format: "attr-dict ($results^ `:` type($results))?",
        interfaces: { region_branch_terminator: |op| 0..op.num_operands() },
    }

    /// `memref.cast`: a cast between compatible memref types.
    op CastOp = "cast" {
        // `SameOperandsAndResultShape` is checked by `verify`: upstream
        // lists `CastOpInterface` first, so cast compatibility comes first.
        traits: [MEMREFS_NORMALIZABLE, PURE],
        operands: [source: ANY_RANKED_OR_UNRANKED_MEMREF],
        results: [dest: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$source attr-dict `:` type($source) `to` type($dest)",
        verify: verify::same_shape,
        asm: { result_names: |op, set| set(op.result(0), "cast") },
        interfaces: { cast_compatible: verify::cast_compatible, view_like: 0 },
        fold: fold::fold_cast,
    }

    /// `memref.copy`: copies a memref into another.
    op CopyOp = "copy" {
        traits: [SAME_OPERANDS_ELEMENT_TYPE, SAME_OPERANDS_SHAPE],
        operands: [source: ANY_RANKED_OR_UNRANKED_MEMREF, target: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
        interfaces: {
            memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0)), (EffectKind::Write, EffectOn::Operand(1))]),
        },
        fold: fold::fold_copy,
        canonicalize: canonicalize::copy_patterns,
    }

    /// `memref.dealloc`: frees an allocation.
    op DeallocOp = "dealloc" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [memref: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$memref attr-dict `:` type($memref)",
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Free, EffectOn::Operand(0))]) },
        fold: fold::fold_casts,
    }

    /// `memref.dim`: the size of one dimension.
    op DimOp = "dim" {
        traits: [MEMREFS_NORMALIZABLE, NO_MEMORY_EFFECT],
        operands: [source: ANY_NON0_RANKED_OR_UNRANKED_MEMREF, index: INDEX],
        results: [result: INDEX],
        format: "attr-dict $source `,` $index `:` type($source)",
        asm: { result_names: |op, set| set(op.result(0), "dim") },
        interfaces: { shaped_dim: 0, speculatability: rmlir_interfaces::shaped_dim::dim_speculatability },
        fold: fold::fold_dim,
        canonicalize: canonicalize::dim_patterns,
    }

    /// `memref.dma_start`: starts a DMA transfer.
    op DmaStartOp = "dma_start" {
        operands: [operands: variadic(ANY_TYPE)],
        verify: verify::dma_start,
        asm: { parse: asm::parse_dma_start, print: asm::print_dma_start },
        // Upstream declares `getEffects` but not the MemoryEffectOpInterface
        // trait: its effects are unknown, so it is never dead.
        fold: fold::fold_casts,
    }

    /// `memref.dma_wait`: waits for a DMA transfer.
    op DmaWaitOp = "dma_wait" {
        operands: [tagMemRef: ANY_MEMREF, tagIndices: variadic(INDEX), numElements: INDEX],
        format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
        verify: verify::dma_wait,
        // As `dma_start`: unknown effects.
        fold: fold::fold_casts,
    }

    /// `memref.distinct_objects`: its memrefs do not alias.
    op DistinctObjectsOp = "distinct_objects" {
        traits: [PURE],
        operands: [operands: variadic(ANY_MEMREF)],
        results: [results: variadic(ANY_MEMREF)],
        format: "$operands attr-dict `:` type($operands)",
        interfaces: {
            // Upstream checks these before the inferred result types.
            verify: verify::distinct_objects,
            infer_types: |input| Ok(input.operand_types.iter().copied().collect()),
        },
    }

    /// `memref.extract_aligned_pointer_as_index`.
    op ExtractAlignedPointerAsIndexOp = "extract_aligned_pointer_as_index" {
        traits: [PURE, SAME_VARIADIC_RESULT_SIZE],
        operands: [source: ANY_RANKED_OR_UNRANKED_MEMREF],
        results: [aligned_pointer: INDEX],
        format: "$source `:` type($source) `->` type(results) attr-dict",
        asm: { result_names: |op, set| set(op.result(0), "intptr") },
    }

    /// `memref.extract_strided_metadata`: base buffer, offset, sizes and
    /// strides of a strided memref.
    op ExtractStridedMetadataOp = "extract_strided_metadata" {
        traits: [PURE, SAME_VARIADIC_RESULT_SIZE],
        operands: [source: ANY_STRIDED_MEMREF],
        results: [
            base_buffer: ANY_STRIDED_MEMREF_RANK0,
            offset: INDEX,
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        format: "$source `:` type($source) `->` type(results) attr-dict",
        asm: { result_names: asm::extract_strided_metadata_names },
        interfaces: { view_like: 0, infer_types: verify::infer_extract_strided_metadata },
        fold: reinterpret::fold_extract_strided_metadata,
    }

    /// `memref.generic_atomic_rmw`: an atomic read-modify-write with a body.
    op GenericAtomicRMWOp = "generic_atomic_rmw" {
        operands: [memref: MEMREF_OF_INT_OR_FLOAT, indices: variadic(INDEX)],
        results: [result: SIGNLESS_INT_OR_FLOAT],
        regions: [atomic_body: any],
        implicit_terminator: "memref.atomic_yield",
        type_rules: [types_match_with(memref -> result, element_type, "result type matches element type of memref")],
        verify: verify::generic_atomic_rmw,
        asm: { parse: asm::parse_generic_atomic_rmw, print: asm::print_generic_atomic_rmw },
        interfaces: { memory_effects: READ_WRITE_0 },
    }

    /// `memref.atomic_yield`: yields the new value of a
    /// `generic_atomic_rmw`.
    op AtomicYieldOp = "atomic_yield" {
        traits: [PURE, TERMINATOR],
        parents: ["memref.generic_atomic_rmw"],
        operands: [result: ANY_TYPE],
        format: "$result attr-dict `:` type($result)",
        verify: verify::atomic_yield,
    }

    /// `memref.get_global`: the memref of a `memref.global`.
    op GetGlobalOp = "get_global" {
        traits: [PURE],
        properties: [name: FLAT_SYMBOL_REF_ATTR],
        results: [result: ANY_STATIC_SHAPE_MEMREF],
        format: "$name `:` type($result) attr-dict",
        interfaces: { symbol_user: verify::get_global_symbol_uses },
    }

    /// `memref.global`: a global memref variable.
    op GlobalOp = "global" {
        traits: [SYMBOL],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            sym_visibility: optional(STR_ATTR),
            type: MEMREF_TYPE_ATTR,
            initial_value: optional(ANY_ATTR),
            constant: optional(UNIT_ATTR),
            alignment: optional(ALIGNMENT_ATTR),
        ],
        format: "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
        verify: verify::global,
        interfaces: { symbol: SymbolInterface { optional: false, is_declaration: None } },
    }

    /// `memref.load`: reads an element.
    op LoadOp = "load" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [nontemporal: default_optional(BOOL_ATTR, bool_false), alignment: optional(ALIGNMENT_ATTR)],
        results: [result: ANY_TYPE],
        type_rules: [types_match_with(memref -> result, element_type, "result type matches element type of 'memref'")],
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
        verify: verify::load,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
        fold: fold::fold_casts,
    }

    /// `memref.memory_space_cast`: the same memory in another memory space.
    op MemorySpaceCastOp = "memory_space_cast" {
        // `SameOperandsAndResultElementType` and `SameOperandsAndResultShape`
        // are checked by `verify`, after cast compatibility (upstream's order).
        traits: [MEMREFS_NORMALIZABLE, PURE],
        operands: [source: ANY_RANKED_OR_UNRANKED_MEMREF],
        results: [dest: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$source attr-dict `:` type($source) `to` type($dest)",
        verify: verify::same_element_type_and_shape,
        asm: { result_names: |op, set| set(op.result(0), "memspacecast") },
        interfaces: { cast_compatible: verify::memory_space_cast_compatible, view_like: 0 },
        fold: fold::fold_memory_space_cast,
    }

    /// `memref.prefetch`: a prefetch hint.
    op PrefetchOp = "prefetch" {
        operands: [memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [isWrite: BOOL_ATTR, localityHint: LOCALITY_HINT_ATTR, isDataCache: BOOL_ATTR],
        verify: verify::prefetch,
        asm: { parse: asm::parse_prefetch, print: asm::print_prefetch },
        fold: fold::fold_casts,
    }

    /// `memref.reinterpret_cast`: new offset, sizes and strides over the
    /// same buffer.
    op ReinterpretCastOp = "reinterpret_cast" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, MEMREFS_NORMALIZABLE, PURE],
        operands: [
            source: ANY_RANKED_OR_UNRANKED_MEMREF,
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        properties: [
            static_offsets: DENSE_I64_ARRAY_ATTR,
            static_sizes: DENSE_I64_ARRAY_ATTR,
            static_strides: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_STRIDED_MEMREF],
        format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        verify: verify::reinterpret_cast,
        asm: { result_names: |op, set| set(op.result(0), "reinterpret_cast") },
        interfaces: { view_like: 0, verify: verify::reinterpret_cast_offsets_sizes_strides },
        fold: reinterpret::fold_reinterpret_cast,
        canonicalize: reinterpret::reinterpret_cast_patterns,
    }

    /// `memref.rank`: the rank of a memref.
    op RankOp = "rank" {
        traits: [PURE],
        operands: [memref: ANY_RANKED_OR_UNRANKED_MEMREF],
        results: [result: INDEX],
        format: "$memref attr-dict `:` type($memref)",
        fold: fold::fold_rank,
    }

    /// `memref.reshape`: a memref with the shape read from another memref.
    op ReshapeOp = "reshape" {
        traits: [],
        operands: [source: ANY_RANKED_OR_UNRANKED_MEMREF, shape: MEMREF_1D_INT_OR_INDEX],
        results: [result: ANY_RANKED_OR_UNRANKED_MEMREF],
        format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        verify: verify::reshape,
        asm: { result_names: |op, set| set(op.result(0), "reshape") },
        // The shape operand is read (`Arg<..., [MemRead]>:$shape`).
        interfaces: {
            view_like: 0,
            memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(1))]),
        },
    }

    /// `memref.expand_shape`: splits dimensions.
    op ExpandShapeOp = "expand_shape" {
        traits: [PURE],
        operands: [src: ANY_STRIDED_MEMREF, output_shape: variadic(INDEX)],
        properties: [reassociation: INDEX_LIST_ARRAY_ATTR, static_output_shape: DENSE_I64_ARRAY_ATTR],
        results: [result: ANY_STRIDED_MEMREF],
        format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        verify: verify::expand_shape,
        asm: { result_names: |op, set| set(op.result(0), "expand_shape") },
        interfaces: { view_like: 0 },
        fold: reshape::fold_expand_shape,
        canonicalize: reshape::expand_shape_patterns,
    }

    /// `memref.collapse_shape`: merges contiguous dimensions.
    op CollapseShapeOp = "collapse_shape" {
        traits: [PURE],
        operands: [src: ANY_STRIDED_MEMREF],
        properties: [reassociation: INDEX_LIST_ARRAY_ATTR],
        results: [result: ANY_STRIDED_MEMREF],
        format: "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        verify: verify::collapse_shape,
        asm: { result_names: |op, set| set(op.result(0), "collapse_shape") },
        interfaces: { view_like: 0 },
        fold: reshape::fold_collapse_shape,
        canonicalize: reshape::collapse_shape_patterns,
    }

    /// `memref.store`: writes an element.
    op StoreOp = "store" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [value: ANY_TYPE, memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [nontemporal: default_optional(BOOL_ATTR, bool_false), alignment: optional(ALIGNMENT_ATTR)],
        type_rules: [types_match_with(memref -> value, element_type, "type of 'value' matches element type of 'memref'")],
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        verify: verify::store,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
        fold: fold::fold_casts_but_value,
    }

    /// `memref.subview`: a strided window into a memref.
    op SubViewOp = "subview" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [
            source: ANY_MEMREF,
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        ],
        properties: [
            static_offsets: DENSE_I64_ARRAY_ATTR,
            static_sizes: DENSE_I64_ARRAY_ATTR,
            static_strides: DENSE_I64_ARRAY_ATTR,
        ],
        results: [result: ANY_MEMREF],
        format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        verify: verify::subview,
        asm: { result_names: |op, set| set(op.result(0), "subview") },
        interfaces: { view_like: 0, verify: verify::subview_offsets_sizes_strides },
        fold: subview::fold_subview,
        canonicalize: subview::subview_patterns,
    }

    /// `memref.transpose`: permutes the dimensions (metadata only).
    op TransposeOp = "transpose" {
        traits: [PURE],
        operands: [in: ANY_STRIDED_MEMREF],
        properties: [permutation: AFFINE_MAP_ATTR],
        results: [result: ANY_STRIDED_MEMREF],
        verify: verify::transpose,
        asm: { parse: asm::parse_transpose, print: asm::print_transpose, result_names: |op, set| set(op.result(0), "transpose") },
        fold: view::fold_transpose,
    }

    /// `memref.view`: a typed view of a 1-D byte buffer.
    op ViewOp = "view" {
        traits: [PURE],
        operands: [source: MEMREF_1D_I8, byte_shift: INDEX, sizes: variadic(INDEX)],
        results: [result: ANY_MEMREF],
        format: "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        verify: verify::view,
        asm: { result_names: |op, set| set(op.result(0), "view") },
        interfaces: { view_like: 0 },
        fold: view::fold_view,
        canonicalize: view::view_patterns,
    }

    /// `memref.atomic_rmw`: an atomic read-modify-write of a given kind.
    op AtomicRMWOp = "atomic_rmw" {
        operands: [value: SIGNLESS_INT_OR_FLOAT, memref: MEMREF_OF_INT_OR_FLOAT, indices: variadic(INDEX)],
        properties: [kind: ATOMIC_RMW_KIND_ATTR],
        results: [result: SIGNLESS_INT_OR_FLOAT],
        type_rules: [
            all_types_match(value, result),
            types_match_with(memref -> value, element_type, "value type matches element type of memref"),
        ],
        format: "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
        verify: verify::atomic_rmw,
        interfaces: {
            memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(1)), (EffectKind::Write, EffectOn::Operand(1))]),
        },
        fold: fold::fold_casts_but_value,
    }
}

/// The memref dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    interfaces: Some(mem_slot::attach),
    materialize_constant: Some(rmlir_arith::fold::materialize_constant),
    ..DialectDef::new("memref")
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
