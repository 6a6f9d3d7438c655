//! The gpu dialect's enum attributes (`#gpu<dim x>`,
//! `#gpu.address_space<workgroup>`, ...) and attribute constraints.

use rmlir_ir::asm::{AsmDiag, AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context};

/// An enum attribute's description: the enum and the names its messages
/// use.
pub struct GpuEnum {
    /// The enum.
    pub def: EnumDef,
    /// The C++ enum (`::mlir::gpu::Dimension`).
    pub cpp_name: &'static str,
    /// The attribute's ODS name (`GPU_DimensionAttr`).
    pub attr_name: &'static str,
}

/// Parses a case keyword as upstream's generated enum field parser.
pub(crate) fn parse_enum_case(p: &mut dyn AsmParser<'_>, e: &GpuEnum) -> ParseResult<i64> {
    let fail = |p: &mut dyn AsmParser<'_>, mut d: Box<AsmDiag>| {
        let at = p.current_loc();
        let msg = format!(
            "failed to parse {} parameter 'value' which is to be a `{}`",
            e.attr_name, e.cpp_name
        );
        d.also.push((at, p.emit_error(at, &msg).message));
        d
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_or_string() else {
        let d = p.emit_error(loc, "expected valid keyword or string");
        return Err(fail(p, d));
    };
    match e.def.symbolize(&kw) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = e.def.cases.iter().map(|c| c.0).collect();
            let d = p.emit_error(
                loc,
                &format!("expected {} to be one of: {}", e.cpp_name, names.join(", ")),
            );
            Err(fail(p, d))
        }
    }
}

fn case_name(e: &GpuEnum, v: i64) -> &'static str {
    e.def
        .cases
        .iter()
        .find(|c| c.1 == v)
        .map(|c| c.0)
        .unwrap_or("")
}

macro_rules! gpu_enum {
    (
        $(#[$d:meta])* $attr_def:ident, $enum_:ident, $constraint:ident, $make:ident,
        mnemonic: $mn:literal, name: $name:literal, cpp: $cpp:literal, attr: $an:literal,
        summary: $summary:literal, angle: $angle:literal,
        cases: [$(($c:literal, $v:literal)),* $(,)?]
    ) => {
        #[doc = concat!("The `", $name, "` enum.")]
        pub static $enum_: GpuEnum = GpuEnum {
            def: EnumDef {
                name: $name,
                cases: &[$(($c, $v)),*],
                width: 32,
                bit_enum: false,
            },
            cpp_name: $cpp,
            attr_name: $an,
        };

        $(#[$d])*
        pub static $attr_def: AttrDef = AttrDef {
            dialect: "gpu",
            mnemonic: $mn,
            parse: |p, _| {
                if $angle {
                    p.parse_punct(Punct::Less)?;
                }
                let v = parse_enum_case(p, &$enum_)?;
                if $angle {
                    p.parse_punct(Punct::Greater)?;
                }
                Ok($make(p.ctx(), v))
            },
            print: |_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter| {
                let name = case_name(&$enum_, a.int(0));
                if $angle {
                    p.write_str("<");
                    p.write_str(name);
                    p.write_str(">");
                } else {
                    p.write_str(" ");
                    p.write_str(name);
                }
            },
            attr_type: None,
            enum_param: Some(EnumRef::Int(&$enum_.def)),
        };

        #[doc = concat!("`#gpu<", $mn, " ...>` of case value `v`.")]
        pub fn $make(ctx: &Context, v: i64) -> Attribute {
            ctx.dialect_attr(&$attr_def, vec![Param::Int(v)])
        }

        #[doc = concat!("`", $an, "`.")]
        pub const $constraint: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| c.as_dialect_attr(a, &$attr_def).is_some(),
            storage: AttrStorage::Dialect(&$attr_def),
            value_type: None,
        };
    };
}

gpu_enum!(
    /// `#gpu<dim x>`.
    DIMENSION_ATTR_DEF, DIMENSION, DIMENSION_ATTR, dimension_attr,
    mnemonic: "dim", name: "Dimension", cpp: "::mlir::gpu::Dimension", attr: "GPU_DimensionAttr",
    summary: "a dimension, either 'x', 'y', or 'z'", angle: false,
    cases: [("x", 0), ("y", 1), ("z", 2)]
);

gpu_enum!(
    /// `#gpu.address_space<workgroup>`.
    ADDRESS_SPACE_ATTR_DEF, ADDRESS_SPACE, ADDRESS_SPACE_ATTR, address_space_attr,
    mnemonic: "address_space", name: "AddressSpace", cpp: "::mlir::gpu::AddressSpace", attr: "GPU_AddressSpaceAttr",
    summary: "GPU address space", angle: true,
    cases: [("global", 1), ("workgroup", 2), ("private", 3)]
);

gpu_enum!(
    /// `#gpu<all_reduce_op add>`.
    ALL_REDUCE_OP_ATTR_DEF, ALL_REDUCE_OP, ALL_REDUCE_OP_ATTR, all_reduce_op_attr,
    mnemonic: "all_reduce_op", name: "AllReduceOperation", cpp: "::mlir::gpu::AllReduceOperation", attr: "GPU_AllReduceOperationAttr",
    summary: "built-in reduction operations supported by gpu.allreduce.", angle: false,
    cases: [
        ("add", 0), ("mul", 1), ("minui", 2), ("minsi", 3), ("minnumf", 4), ("maxui", 5),
        ("maxsi", 6), ("maxnumf", 7), ("and", 8), ("or", 9), ("xor", 10), ("minimumf", 11),
        ("maximumf", 12),
    ]
);

gpu_enum!(
    /// `#gpu<shuffle_mode xor>`.
    SHUFFLE_MODE_ATTR_DEF, SHUFFLE_MODE, SHUFFLE_MODE_ATTR, shuffle_mode_attr,
    mnemonic: "shuffle_mode", name: "ShuffleMode", cpp: "::mlir::gpu::ShuffleMode", attr: "GPU_ShuffleModeAttr",
    summary: "Indexing modes supported by gpu.shuffle.", angle: false,
    cases: [("xor", 0), ("up", 2), ("down", 1), ("idx", 3)]
);

gpu_enum!(
    /// `#gpu<mma_element_wise addf>`.
    MMA_ELEMENTWISE_ATTR_DEF, MMA_ELEMENTWISE, MMA_ELEMENTWISE_ATTR, mma_elementwise_attr,
    mnemonic: "mma_element_wise", name: "MMAElementwiseOp", cpp: "::mlir::gpu::MMAElementwiseOp", attr: "MMAElementWiseAttr",
    summary: "elementwise operation to apply to mma matrix", angle: false,
    cases: [
        ("addf", 0), ("mulf", 1), ("subf", 2), ("maxf", 3), ("minf", 4), ("divf", 5),
        ("addi", 6), ("muli", 7), ("subi", 8), ("divs", 9), ("divu", 10), ("negatef", 11),
        ("negates", 12), ("extf", 13),
    ]
);

gpu_enum!(
    /// `#gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>`.
    PRUNE_FLAG_ATTR_DEF, PRUNE_FLAG, PRUNE_FLAG_ATTR, prune_flag_attr,
    mnemonic: "prune_2to4_spmat_flag", name: "Prune2To4SpMatFlag", cpp: "::mlir::gpu::Prune2To4SpMatFlag", attr: "GPU_Prune2To4SpMatFlagAttr",
    summary: "pruning strategy for 2:4 sparse matrix", angle: false,
    cases: [("NONE", 0), ("PRUNE_ONLY", 1), ("PRUNE_AND_CHECK", 2)]
);

gpu_enum!(
    /// `#gpu<mat_transpose_mode TRANSPOSE>`.
    TRANSPOSE_MODE_ATTR_DEF, TRANSPOSE_MODE, TRANSPOSE_MODE_ATTR, transpose_mode_attr,
    mnemonic: "mat_transpose_mode", name: "TransposeMode", cpp: "::mlir::gpu::TransposeMode", attr: "GPU_TransposeModeAttr",
    summary: "transpose mode of sparse matrix supported by sparse tensor ops", angle: false,
    cases: [("NON_TRANSPOSE", 0), ("TRANSPOSE", 1), ("CONJUGATE_TRANSPOSE", 2)]
);

gpu_enum!(
    /// `#gpu<spgemm_work_estimation_or_compute_kind COMPUTE>`.
    SPGEMM_KIND_ATTR_DEF, SPGEMM_KIND, SPGEMM_KIND_ATTR, spgemm_kind_attr,
    mnemonic: "spgemm_work_estimation_or_compute_kind", name: "SpGEMMWorkEstimationOrComputeKind", cpp: "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind", attr: "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
    summary: "choose whether spgemm_work_estimation_or_compute does work estimation or compute", angle: false,
    cases: [("WORK_ESTIMATION", 0), ("COMPUTE", 1)]
);

gpu_enum!(
    /// `#gpu<broadcast first_active_lane>`.
    BROADCAST_TYPE_ATTR_DEF, BROADCAST_TYPE, BROADCAST_TYPE_ATTR, broadcast_type_attr,
    mnemonic: "broadcast", name: "BroadcastType", cpp: "::mlir::gpu::BroadcastType", attr: "GPU_BroadcastTypeAttr",
    summary: "a lane to broadcast from", angle: false,
    cases: [("first_active_lane", 0), ("specific_lane", 1)]
);

gpu_enum!(
    /// `#gpu.block<x>`: a loop mapping.
    BLOCK_MAPPING_ATTR_DEF, BLOCK_MAPPING, BLOCK_MAPPING_ATTR, block_mapping_attr,
    mnemonic: "block", name: "MappingId", cpp: "::mlir::gpu::MappingId", attr: "GPUBlockMappingAttr",
    summary: "", angle: true,
    cases: [("x", 0), ("y", 1), ("z", 2), ("linear_dim_0", 3), ("linear_dim_1", 4), ("linear_dim_2", 5), ("linear_dim_3", 6), ("linear_dim_4", 7), ("linear_dim_5", 8), ("linear_dim_6", 9), ("linear_dim_7", 10), ("linear_dim_8", 11), ("linear_dim_9", 12)]
);

gpu_enum!(
    /// `#gpu.warpgroup<x>`: a loop mapping.
    WARPGROUP_MAPPING_ATTR_DEF, WARPGROUP_MAPPING, WARPGROUP_MAPPING_ATTR, warpgroup_mapping_attr,
    mnemonic: "warpgroup", name: "MappingId", cpp: "::mlir::gpu::MappingId", attr: "GPUWarpgroupMappingAttr",
    summary: "", angle: true,
    cases: [("x", 0), ("y", 1), ("z", 2), ("linear_dim_0", 3), ("linear_dim_1", 4), ("linear_dim_2", 5), ("linear_dim_3", 6), ("linear_dim_4", 7), ("linear_dim_5", 8), ("linear_dim_6", 9), ("linear_dim_7", 10), ("linear_dim_8", 11), ("linear_dim_9", 12)]
);

gpu_enum!(
    /// `#gpu.warp<x>`: a loop mapping.
    WARP_MAPPING_ATTR_DEF, WARP_MAPPING, WARP_MAPPING_ATTR, warp_mapping_attr,
    mnemonic: "warp", name: "MappingId", cpp: "::mlir::gpu::MappingId", attr: "GPUWarpMappingAttr",
    summary: "", angle: true,
    cases: [("x", 0), ("y", 1), ("z", 2), ("linear_dim_0", 3), ("linear_dim_1", 4), ("linear_dim_2", 5), ("linear_dim_3", 6), ("linear_dim_4", 7), ("linear_dim_5", 8), ("linear_dim_6", 9), ("linear_dim_7", 10), ("linear_dim_8", 11), ("linear_dim_9", 12)]
);

gpu_enum!(
    /// `#gpu.thread<x>`: a loop mapping.
    THREAD_MAPPING_ATTR_DEF, THREAD_MAPPING, THREAD_MAPPING_ATTR, thread_mapping_attr,
    mnemonic: "thread", name: "MappingId", cpp: "::mlir::gpu::MappingId", attr: "GPUThreadMappingAttr",
    summary: "", angle: true,
    cases: [("x", 0), ("y", 1), ("z", 2), ("linear_dim_0", 3), ("linear_dim_1", 4), ("linear_dim_2", 5), ("linear_dim_3", 6), ("linear_dim_4", 7), ("linear_dim_5", 8), ("linear_dim_6", 9), ("linear_dim_7", 10), ("linear_dim_8", 11), ("linear_dim_9", 12)]
);

gpu_enum!(
    /// `#gpu.lane<x>`: a loop mapping.
    LANE_MAPPING_ATTR_DEF, LANE_MAPPING, LANE_MAPPING_ATTR, lane_mapping_attr,
    mnemonic: "lane", name: "MappingId", cpp: "::mlir::gpu::MappingId", attr: "GPULaneMappingAttr",
    summary: "", angle: true,
    cases: [("x", 0), ("y", 1), ("z", 2), ("linear_dim_0", 3), ("linear_dim_1", 4), ("linear_dim_2", 5), ("linear_dim_3", 6), ("linear_dim_4", 7), ("linear_dim_5", 8), ("linear_dim_6", 9), ("linear_dim_7", 10), ("linear_dim_8", 11), ("linear_dim_9", 12)]
);

gpu_enum!(
    /// `#gpu.memory_space<workgroup>`: a memory space mapping.
    MEMORY_SPACE_MAPPING_ATTR_DEF, MEMORY_SPACE_MAPPING, MEMORY_SPACE_MAPPING_ATTR, memory_space_mapping_attr,
    mnemonic: "memory_space", name: "AddressSpace", cpp: "::mlir::gpu::AddressSpace", attr: "GPUMemorySpaceMappingAttr",
    summary: "", angle: true,
    cases: [("global", 1), ("workgroup", 2), ("private", 3)]
);

/// The default transpose mode (`NON_TRANSPOSE`).
pub(crate) fn non_transpose(ctx: &Context) -> Attribute {
    transpose_mode_attr(ctx, 0)
}

/// The default pruning flag (`PRUNE_AND_CHECK`).
pub(crate) fn prune_and_check(ctx: &Context) -> Attribute {
    prune_flag_attr(ctx, 2)
}

/// The address space of a `#gpu.address_space<...>` attribute.
pub fn address_space(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.as_dialect_attr(a, &ADDRESS_SPACE_ATTR_DEF)
        .map(|d| d.int(0))
}

/// The name of address space `v`.
pub fn address_space_name(v: i64) -> &'static str {
    case_name(&ADDRESS_SPACE, v)
}

/// The case of an enum attribute of any of the gpu enums.
pub fn enum_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) if d.def.0.dialect == "gpu" => Some(d.int(0)),
        _ => None,
    }
}

/// `GPUNonEmptyTargetArrayAttr`.
pub(crate) const TARGET_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "array of GPU target attributes with at least 1 elements",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if !e.is_empty() && e.iter().all(|&t| crate::target::is_target_attr(c, t)))
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `OffloadingTranslationAttr`: any attribute (upstream checks an
/// interface rmlir's attributes do not carry).
pub(crate) const OFFLOADING_ATTR: AttrConstraint = AttrConstraint {
    summary: "any attribute with the `OffloadingTranslationAttrTrait` trait.",
    pred: |_, _| true,
    storage: AttrStorage::Generic,
    value_type: None,
};

/// `GPUObjectArrayAttr` with at least one element.
pub(crate) const OBJECT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "an array of GPU object attributes with at least 1 elements",
    pred: crate::compilation::is_object_array,
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `GPU_OptionalDimSizeHintAttr`: a dense i32 array of 3 elements.
pub(crate) const DIM_SIZE_HINT_ATTR: AttrConstraint = AttrConstraint {
    summary: "i32 dense array attribute with 3 elements (if present)",
    pred: |c, a| c.dense_i32_array(a).is_some_and(|v| v.len() == 3),
    storage: AttrStorage::DenseArray(rmlir_ir::op_def::DenseArrayKind::I32),
    value_type: None,
};

fn i32_value(c: &Context, a: Attribute) -> Option<i64> {
    match c.attr_kind(a) {
        AttrKind::Integer { ty, .. } if rmlir_ir::constraints::is_signless_int_of(c, *ty, 32) => {
            c.int_value(a)
        }
        _ => None,
    }
}

/// `ConfinedAttr<I32Attr, [IntMinValue<0>]>`.
pub(crate) const I32_NON_NEGATIVE_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0",
    pred: |c, a| i32_value(c, a).is_some_and(|v| v >= 0),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(32)),
};

/// `ConfinedAttr<I32Attr, [IntPowerOf2]>`.
pub(crate) const I32_POWER_OF_2_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is a power of two > 0",
    pred: |c, a| i32_value(c, a).is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(32)),
};
