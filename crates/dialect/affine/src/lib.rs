//! The `affine` dialect (`AffineOps.td`, `AffineOps.cpp`): loops and
//! conditionals over affine maps and integer sets, affine memory accesses,
//! and the index ops `affine.apply`, `affine.min`, `affine.max`,
//! `affine.delinearize_index` and `affine.linearize_index`.

mod canonicalize;
mod control_flow;
mod inliner;
mod loop_like;
mod syntax;
pub mod utils;
mod validity;
mod verify;

use rmlir_ir::affine::AffineMap;
use rmlir_ir::constraints::{
    is_index, is_signless_int_attr, unit_prop_unset, AFFINE_MAP_ATTR, ANY_MEMREF, ANY_TYPE,
    BOOL_ATTR, DENSE_I64_ARRAY_ATTR, INDEX, INDEX_ATTR, INTEGER_SET_ATTR, UNIT_PROP,
};
use rmlir_ir::op_def::{
    AttrClass, AttrConstraint, AttrStorage, EffectKind, EffectOn, Effects, RegionBranchInterface,
    TypeClass, TypeConstraint,
};
use rmlir_ir::{AttrKind, Attribute, Context, DialectDef, OpView, TypeKind, Value};

use syntax::AffineBasis;

/// `arith::AtomicRMWKind`: the reductions of `affine.parallel`, with
/// their `I64EnumAttr` values.
pub const ATOMIC_RMW_KINDS: &[(&str, i64)] = &[
    ("addf", 0),
    ("addi", 1),
    ("andi", 2),
    ("assign", 3),
    ("maximumf", 4),
    ("maxnumf", 5),
    ("maxs", 6),
    ("maxu", 7),
    ("minimumf", 8),
    ("minnumf", 9),
    ("mins", 10),
    ("minu", 11),
    ("mulf", 12),
    ("muli", 13),
    ("ori", 14),
    ("xori", 15),
];

/// `AnyVectorOfNonZeroRank`.
const ANY_VECTOR_OF_NON_ZERO_RANK: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    pred: |c, t| matches!(c.type_kind(t), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    builder: None,
    class: TypeClass::Vector,
};

/// `I32ElementsAttr`.
const I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer elements attribute",
    pred: |c, a| {
        AttrClass::DenseIntElements.matches(c, a)
            && c.attr_type(a)
                .and_then(|t| c.type_kind(t).element_type())
                .is_some_and(|e| {
                    matches!(
                        c.type_kind(e),
                        TypeKind::Integer {
                            width: 32,
                            signedness: rmlir_ir::Signedness::Signless
                        }
                    )
                })
    },
    storage: AttrStorage::Class(AttrClass::DenseIntElements),
    value_type: None,
};

/// `I64SmallVectorArrayAttr`.
const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    pred: |c, a| matches!(c.attr_kind(a), AttrKind::Array(e) if e.iter().all(|&x| is_signless_int_attr(c, x, 64))),
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`.
const REDUCTIONS_ATTR: AttrConstraint = AttrConstraint {
    summary: "Reduction ops",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e) if e.iter().all(|&x| {
            is_signless_int_attr(c, x, 64)
                && c.int_value(x).is_some_and(|v| ATOMIC_RMW_KINDS.iter().any(|k| k.1 == v))
        }))
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
const LOCALITY_HINT_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    pred: |c, a| {
        is_signless_int_attr(c, a, 32) && c.int_value(a).is_some_and(|v| (0..=3).contains(&v))
    },
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(32)),
};

rmlir_ods::ops! {
    dialect = "affine";

    /// `affine.apply`: applies a single-result affine map to index values.
    op ApplyOp = "apply" {
        traits: [PURE],
        operands: [mapOperands: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        results: [result: INDEX],
        fold: canonicalize::fold_apply,
        canonicalize: canonicalize::apply_patterns,
        verify: verify::apply,
        asm: { parse: syntax::parse_apply, print: syntax::print_apply },
    }

    /// `affine.delinearize_index`: splits an index along a basis.
    op DelinearizeIndexOp = "delinearize_index" {
        traits: [PURE],
        operands: [linear_index: INDEX, dynamic_basis: variadic(INDEX)],
        properties: [static_basis: DENSE_I64_ARRAY_ATTR],
        results: [multi_index: variadic(INDEX)],
        format: "$linear_index `into` custom<AffineBasis>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)",
        fold: canonicalize::fold_delinearize,
        canonicalize: canonicalize::delinearize_patterns,
        verify: verify::delinearize,
    }

    /// `affine.dma_start`: starts a DMA transfer between memrefs.
    op DmaStartOp = "dma_start" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [operands: variadic(ANY_TYPE)],
        fold: canonicalize::fold_memref_cast_operands,
        verify: verify::dma_start,
        asm: { parse: syntax::parse_dma_start, print: syntax::print_dma_start },
        interfaces: { memory_effects: Effects::Custom(verify::dma_start_effects) },
    }

    /// `affine.dma_wait`: waits for a DMA transfer to complete. Upstream's
    /// class does not declare `MemoryEffectOpInterface` (its `getEffects`
    /// is never queried), so its effects are unknown.
    op DmaWaitOp = "dma_wait" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [operands: variadic(ANY_TYPE)],
        fold: canonicalize::fold_memref_cast_operands,
        verify: verify::dma_wait,
        asm: { parse: syntax::parse_dma_wait, print: syntax::print_dma_wait },
    }

    /// `affine.for`: a loop with affine bounds and a constant step.
    op ForOp = "for" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, AUTOMATIC_ALLOCATION_SCOPE, RECURSIVE_MEMORY_EFFECTS],
        implicit_terminator: "affine.yield",
        operands: [
            lowerBoundOperands: variadic(INDEX),
            upperBoundOperands: variadic(INDEX),
            inits: variadic(ANY_TYPE),
        ],
        properties: [lowerBoundMap: AFFINE_MAP_ATTR, upperBoundMap: AFFINE_MAP_ATTR, step: INDEX_ATTR],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        fold: canonicalize::fold_for,
        verify_regions: verify::for_regions,
        asm: { parse: syntax::parse_for, print: syntax::print_for },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify::for_edges) } },
    }

    /// `affine.if`: a conditional on an integer set.
    op IfOp = "if" {
        traits: [RECURSIVELY_SPECULATABLE, RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS],
        implicit_terminator: "affine.yield",
        operands: [operands: variadic(ANY_TYPE)],
        properties: [condition: INTEGER_SET_ATTR],
        results: [results: variadic(ANY_TYPE)],
        regions: [thenRegion: sized(1), elseRegion: any],
        fold: canonicalize::fold_if,
        canonicalize: canonicalize::if_patterns,
        verify: verify::if_op,
        asm: { parse: syntax::parse_if, print: syntax::print_if },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify::if_edges) } },
    }

    /// `affine.linearize_index`: combines indices along a basis.
    op LinearizeIndexOp = "linearize_index" {
        traits: [PURE, ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [multi_index: variadic(INDEX), dynamic_basis: variadic(INDEX)],
        properties: [static_basis: DENSE_I64_ARRAY_ATTR, disjoint: default(UNIT_PROP, unit_prop_unset)],
        results: [linear_index: INDEX],
        format: "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<AffineBasis>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)",
        fold: canonicalize::fold_linearize,
        canonicalize: canonicalize::linearize_patterns,
        verify: verify::linearize,
    }

    /// `affine.load`: reads a memref element at affine indices.
    op LoadOp = "load" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        results: [result: ANY_TYPE],
        canonicalize: canonicalize::load_patterns,
        fold: canonicalize::fold_load,
        verify: verify::load,
        asm: { parse: syntax::parse_load, print: syntax::print_load },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
    }

    /// `affine.max`: the maximum of the results of an affine map.
    op MaxOp = "max" {
        traits: [PURE],
        operands: [operands: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        results: [result: INDEX],
        fold: canonicalize::fold_max,
        canonicalize: canonicalize::max_patterns,
        verify: verify::min_max,
        asm: { parse: syntax::parse_min_max, print: syntax::print_min_max },
    }

    /// `affine.min`: the minimum of the results of an affine map.
    op MinOp = "min" {
        traits: [PURE],
        operands: [operands: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        results: [result: INDEX],
        fold: canonicalize::fold_min,
        canonicalize: canonicalize::min_patterns,
        verify: verify::min_max,
        asm: { parse: syntax::parse_min_max, print: syntax::print_min_max },
    }

    /// `affine.parallel`: a band of parallel loops, optionally reducing.
    op ParallelOp = "parallel" {
        traits: [AUTOMATIC_ALLOCATION_SCOPE, RECURSIVELY_SPECULATABLE, RECURSIVE_MEMORY_EFFECTS, MEMREFS_NORMALIZABLE],
        implicit_terminator: "affine.yield",
        operands: [mapOperands: variadic(INDEX)],
        properties: [
            reductions: REDUCTIONS_ATTR,
            lowerBoundsMap: AFFINE_MAP_ATTR,
            lowerBoundsGroups: I32_ELEMENTS_ATTR,
            upperBoundsMap: AFFINE_MAP_ATTR,
            upperBoundsGroups: I32_ELEMENTS_ATTR,
            steps: I64_ARRAY_ATTR,
        ],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        fold: canonicalize::fold_parallel,
        verify: verify::parallel,
        asm: { parse: syntax::parse_parallel, print: syntax::print_parallel },
    }

    /// `affine.prefetch`: a prefetch hint for a memref location.
    op PrefetchOp = "prefetch" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [
            isWrite: BOOL_ATTR,
            localityHint: LOCALITY_HINT_ATTR,
            isDataCache: BOOL_ATTR,
            map: AFFINE_MAP_ATTR,
        ],
        canonicalize: canonicalize::prefetch_patterns,
        fold: canonicalize::fold_memref_cast_operands,
        verify: verify::prefetch,
        asm: { parse: syntax::parse_prefetch, print: syntax::print_prefetch },
    }

    /// `affine.store`: writes a memref element at affine indices.
    op StoreOp = "store" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [value: ANY_TYPE, memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        canonicalize: canonicalize::store_patterns,
        fold: canonicalize::fold_store,
        verify: verify::store,
        asm: { parse: syntax::parse_store, print: syntax::print_store },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
    }

    /// `affine.vector_load`: reads a vector from a memref at affine indices.
    op VectorLoadOp = "vector_load" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        results: [result: ANY_VECTOR_OF_NON_ZERO_RANK],
        canonicalize: canonicalize::vector_load_patterns,
        verify: verify::vector_load,
        asm: { parse: syntax::parse_vector_load, print: syntax::print_vector_load },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Read, EffectOn::Operand(0))]) },
    }

    /// `affine.vector_store`: writes a vector to a memref at affine indices.
    op VectorStoreOp = "vector_store" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [value: ANY_VECTOR_OF_NON_ZERO_RANK, memref: ANY_MEMREF, indices: variadic(INDEX)],
        properties: [map: AFFINE_MAP_ATTR],
        canonicalize: canonicalize::vector_store_patterns,
        verify: verify::vector_store,
        asm: { parse: syntax::parse_vector_store, print: syntax::print_vector_store },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Operand(1))]) },
    }

    /// `affine.yield`: ends the regions of `affine.for`, `affine.if` and
    /// `affine.parallel`, passing values to the parent.
    op YieldOp = "yield" {
        traits: [PURE, TERMINATOR, RETURN_LIKE, MEMREFS_NORMALIZABLE],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
        verify: verify::yield_op,
        interfaces: { region_branch_terminator: |op| 0..op.num_operands() },
    }
}

/// The affine dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    materialize_constant: Some(canonicalize::materialize_constant),
    interfaces: Some(loop_like::attach),
    ..DialectDef::new("affine")
};

/// The affine map of an `AffineMapAttr`.
pub(crate) fn affine_map(ctx: &Context, a: Attribute) -> Option<&AffineMap> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// `AffineMapAttr::get(map)`.
pub(crate) fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(map))
}

/// Whether `t` is `index`.
pub(crate) fn index_typed(op: &OpView<'_>, v: Value) -> bool {
    is_index(op.ctx, op.value_type(v))
}

/// The operand layout of a well-formed `affine.dma_start`: the source
/// memref is operand 0, followed by its indices, then the destination, the
/// tag and the element count, then optionally a stride and a count per
/// stride.
pub(crate) struct DmaStart {
    src_inputs: usize,
    dst: usize,
    dst_inputs: usize,
    tag: usize,
    tag_inputs: usize,
    num_elements: usize,
    strided: bool,
}

impl DmaStart {
    /// The layout, if the maps exist and the operand count fits them.
    pub(crate) fn of(op: &OpView<'_>) -> Option<DmaStart> {
        let inputs = |n: &str| {
            op.any_attr(n)
                .and_then(|a| affine_map(op.ctx, a))
                .map(|m| m.num_inputs() as usize)
        };
        let (s, d, t) = (inputs("src_map")?, inputs("dst_map")?, inputs("tag_map")?);
        let dst = 1 + s;
        let tag = dst + 1 + d;
        let num_elements = tag + 1 + t;
        let strided = match op.num_operands() {
            n if n == num_elements + 1 => false,
            n if n == num_elements + 3 => true,
            _ => return None,
        };
        Some(DmaStart {
            src_inputs: s,
            dst,
            dst_inputs: d,
            tag,
            tag_inputs: t,
            num_elements,
            strided,
        })
    }

    pub(crate) fn src_indices(&self) -> std::ops::Range<usize> {
        1..1 + self.src_inputs
    }
    pub(crate) fn dst_indices(&self) -> std::ops::Range<usize> {
        self.dst + 1..self.dst + 1 + self.dst_inputs
    }
    pub(crate) fn tag_indices(&self) -> std::ops::Range<usize> {
        self.tag + 1..self.tag + 1 + self.tag_inputs
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
