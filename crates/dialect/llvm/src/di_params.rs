//! The C++ class and parameter types of the llvm attributes with
//! parameters (from `LLVMAttrDefs.td`), which upstream's generated parsers
//! name when a parameter fails to parse ("failed to parse
//! LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a
//! `unsigned`").

/// `(mnemonic, class, [(parameter, C++ type)])`.
pub(crate) static DI_PARAMS: &[(&str, &str, &[(&str, &str)])] = &[
    (
        "access_group",
        "LLVM_AccessGroupAttr",
        &[("id", "DistinctAttr")],
    ),
    (
        "address_space",
        "LLVM_AddressSpaceAttr",
        &[("addressSpace", "unsigned")],
    ),
    (
        "alias_scope",
        "LLVM_AliasScopeAttr",
        &[
            ("id", "Attribute"),
            ("domain", "AliasScopeDomainAttr"),
            ("description", "StringAttr"),
        ],
    ),
    (
        "alias_scope_domain",
        "LLVM_AliasScopeDomainAttr",
        &[("id", "Attribute"), ("description", "StringAttr")],
    ),
    (
        "blockaddress",
        "LLVM_BlockAddressAttr",
        &[("function", "FlatSymbolRefAttr"), ("tag", "BlockTagAttr")],
    ),
    ("blocktag", "LLVM_BlockTagAttr", &[("id", "uint32_t")]),
    ("cconv", "CConvAttr", &[("CallingConv", "CConv")]),
    (
        "cgprofile_entry",
        "ModuleFlagCGProfileEntryAttr",
        &[
            ("from", "FlatSymbolRefAttr"),
            ("to", "FlatSymbolRefAttr"),
            ("count", "uint64_t"),
        ],
    ),
    ("comdat", "ComdatAttr", &[("comdat", "comdat::Comdat")]),
    (
        "constant_range",
        "LLVM_ConstantRangeAttr",
        &[("lower", "::llvm::APInt"), ("upper", "::llvm::APInt")],
    ),
    (
        "dependent_libraries",
        "LLVM_DependentLibrariesAttr",
        &[("libs", "::llvm::ArrayRef<StringAttr>")],
    ),
    (
        "dereferenceable",
        "LLVM_DereferenceableAttr",
        &[("bytes", "uint64_t"), ("mayBeNull", "bool")],
    ),
    (
        "di_annotation",
        "LLVM_DIAnnotationAttr",
        &[("name", "StringAttr"), ("value", "StringAttr")],
    ),
    (
        "di_basic_type",
        "LLVM_DIBasicTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("sizeInBits", "uint64_t"),
            ("encoding", "unsigned"),
        ],
    ),
    (
        "di_common_block",
        "LLVM_DICommonBlockAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("decl", "DIGlobalVariableAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
        ],
    ),
    (
        "di_compile_unit",
        "LLVM_DICompileUnitAttr",
        &[
            ("id", "DistinctAttr"),
            ("sourceLanguage", "unsigned"),
            ("file", "DIFileAttr"),
            ("producer", "StringAttr"),
            ("isOptimized", "bool"),
            ("emissionKind", "DIEmissionKind"),
            ("nameTableKind", "DINameTableKind"),
            ("splitDebugFilename", "StringAttr"),
        ],
    ),
    (
        "di_composite_type",
        "LLVM_DICompositeTypeAttr",
        &[
            ("recId", "DistinctAttr"),
            ("isRecSelf", "bool"),
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "uint32_t"),
            ("scope", "DIScopeAttr"),
            ("baseType", "DITypeAttr"),
            ("flags", "DIFlags"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint64_t"),
            ("dataLocation", "DIExpressionAttr"),
            ("rank", "DIExpressionAttr"),
            ("allocated", "DIExpressionAttr"),
            ("associated", "DIExpressionAttr"),
            ("elements", "::llvm::ArrayRef<DINodeAttr>"),
        ],
    ),
    (
        "di_derived_type",
        "LLVM_DIDerivedTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("baseType", "DITypeAttr"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint32_t"),
            ("offsetInBits", "uint64_t"),
            ("dwarfAddressSpace", "std::optional<unsigned>"),
            ("extraData", "DINodeAttr"),
        ],
    ),
    (
        "di_expression",
        "LLVM_DIExpressionAttr",
        &[("operations", "::llvm::ArrayRef<DIExpressionElemAttr>")],
    ),
    (
        "di_expression_elem",
        "LLVM_DIExpressionElemAttr",
        &[
            ("opcode", "unsigned"),
            ("arguments", "::llvm::ArrayRef<uint64_t>"),
        ],
    ),
    (
        "di_file",
        "LLVM_DIFileAttr",
        &[("name", "StringAttr"), ("directory", "StringAttr")],
    ),
    (
        "di_generic_subrange",
        "LLVM_DIGenericSubrangeAttr",
        &[
            ("count", "::mlir::Attribute"),
            ("lowerBound", "::mlir::Attribute"),
            ("upperBound", "::mlir::Attribute"),
            ("stride", "::mlir::Attribute"),
        ],
    ),
    (
        "di_global_variable",
        "LLVM_DIGlobalVariable",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("linkageName", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("type", "DITypeAttr"),
            ("isLocalToUnit", "bool"),
            ("isDefined", "bool"),
            ("alignInBits", "unsigned"),
        ],
    ),
    (
        "di_global_variable_expression",
        "LLVM_DIGlobalVariableExpressionAttr",
        &[
            ("var", "DIGlobalVariableAttr"),
            ("expr", "DIExpressionAttr"),
        ],
    ),
    (
        "di_imported_entity",
        "LLVM_DIImportedEntityAttr",
        &[
            ("tag", "unsigned"),
            ("scope", "DIScopeAttr"),
            ("entity", "DINodeAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("name", "StringAttr"),
            ("elements", "::llvm::ArrayRef<DINodeAttr>"),
        ],
    ),
    (
        "di_label",
        "LLVM_DILabelAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
        ],
    ),
    (
        "di_lexical_block",
        "LLVM_DILexicalBlockAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("column", "unsigned"),
        ],
    ),
    (
        "di_lexical_block_file",
        "LLVM_DILexicalBlockFile",
        &[
            ("scope", "DIScopeAttr"),
            ("file", "DIFileAttr"),
            ("discriminator", "unsigned"),
        ],
    ),
    (
        "di_local_variable",
        "LLVM_DILocalVariableAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("arg", "unsigned"),
            ("alignInBits", "unsigned"),
            ("type", "DITypeAttr"),
            ("flags", "DIFlags"),
        ],
    ),
    (
        "di_module",
        "LLVM_DIModuleAttr",
        &[
            ("file", "DIFileAttr"),
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("configMacros", "StringAttr"),
            ("includePath", "StringAttr"),
            ("apinotes", "StringAttr"),
            ("line", "unsigned"),
            ("isDecl", "bool"),
        ],
    ),
    (
        "di_namespace",
        "LLVM_DINamespaceAttr",
        &[
            ("name", "StringAttr"),
            ("scope", "DIScopeAttr"),
            ("exportSymbols", "bool"),
        ],
    ),
    (
        "di_string_type",
        "LLVM_DIStringTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint32_t"),
            ("stringLength", "DIVariableAttr"),
            ("stringLengthExp", "DIExpressionAttr"),
            ("stringLocationExp", "DIExpressionAttr"),
            ("encoding", "unsigned"),
        ],
    ),
    (
        "di_subprogram",
        "LLVM_DISubprogramAttr",
        &[
            ("recId", "DistinctAttr"),
            ("isRecSelf", "bool"),
            ("id", "DistinctAttr"),
            ("compileUnit", "DICompileUnitAttr"),
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("linkageName", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("scopeLine", "unsigned"),
            ("subprogramFlags", "DISubprogramFlags"),
            ("type", "DISubroutineTypeAttr"),
            ("retainedNodes", "::llvm::ArrayRef<DINodeAttr>"),
            ("annotations", "::llvm::ArrayRef<DINodeAttr>"),
        ],
    ),
    (
        "di_subrange",
        "LLVM_DISubrangeAttr",
        &[
            ("count", "::mlir::Attribute"),
            ("lowerBound", "::mlir::Attribute"),
            ("upperBound", "::mlir::Attribute"),
            ("stride", "::mlir::Attribute"),
        ],
    ),
    (
        "di_subroutine_type",
        "LLVM_DISubroutineTypeAttr",
        &[
            ("callingConvention", "unsigned"),
            ("types", "::llvm::ArrayRef<DITypeAttr>"),
        ],
    ),
    (
        "dso_local_equivalent",
        "LLVM_DSOLocalEquivalentAttr",
        &[("sym", "FlatSymbolRefAttr")],
    ),
    (
        "framePointerKind",
        "FramePointerKindAttr",
        &[("framePointerKind", "framePointerKind::FramePointerKind")],
    ),
    ("linkage", "LinkageAttr", &[("linkage", "linkage::Linkage")]),
    (
        "loop_annotation",
        "LoopAnnotationAttr",
        &[
            ("disableNonforced", "BoolAttr"),
            ("vectorize", "LoopVectorizeAttr"),
            ("interleave", "LoopInterleaveAttr"),
            ("unroll", "LoopUnrollAttr"),
            ("unrollAndJam", "LoopUnrollAndJamAttr"),
            ("licm", "LoopLICMAttr"),
            ("distribute", "LoopDistributeAttr"),
            ("pipeline", "LoopPipelineAttr"),
            ("peeled", "LoopPeeledAttr"),
            ("unswitch", "LoopUnswitchAttr"),
            ("mustProgress", "BoolAttr"),
            ("isVectorized", "BoolAttr"),
            ("startLoc", "FusedLoc"),
            ("endLoc", "FusedLoc"),
            ("parallelAccesses", "::llvm::ArrayRef<AccessGroupAttr>"),
        ],
    ),
    (
        "loop_distribute",
        "LoopDistributeAttr",
        &[
            ("disable", "BoolAttr"),
            ("followupCoincident", "LoopAnnotationAttr"),
            ("followupSequential", "LoopAnnotationAttr"),
            ("followupFallback", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_interleave",
        "LoopInterleaveAttr",
        &[("count", "IntegerAttr")],
    ),
    (
        "loop_licm",
        "LoopLICMAttr",
        &[("disable", "BoolAttr"), ("versioningDisable", "BoolAttr")],
    ),
    ("loop_peeled", "LoopPeeledAttr", &[("count", "IntegerAttr")]),
    (
        "loop_pipeline",
        "LoopPipelineAttr",
        &[
            ("disable", "BoolAttr"),
            ("initiationinterval", "IntegerAttr"),
        ],
    ),
    (
        "loop_unroll",
        "LoopUnrollAttr",
        &[
            ("disable", "BoolAttr"),
            ("count", "IntegerAttr"),
            ("runtimeDisable", "BoolAttr"),
            ("full", "BoolAttr"),
            ("followupUnrolled", "LoopAnnotationAttr"),
            ("followupRemainder", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_unroll_and_jam",
        "LoopUnrollAndJamAttr",
        &[
            ("disable", "BoolAttr"),
            ("count", "IntegerAttr"),
            ("followupOuter", "LoopAnnotationAttr"),
            ("followupInner", "LoopAnnotationAttr"),
            ("followupRemainderOuter", "LoopAnnotationAttr"),
            ("followupRemainderInner", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_unswitch",
        "LoopUnswitchAttr",
        &[("partialDisable", "BoolAttr")],
    ),
    (
        "loop_vectorize",
        "LoopVectorizeAttr",
        &[
            ("disable", "BoolAttr"),
            ("predicateEnable", "BoolAttr"),
            ("scalableEnable", "BoolAttr"),
            ("width", "IntegerAttr"),
            ("followupVectorized", "LoopAnnotationAttr"),
            ("followupEpilogue", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "memory_effects",
        "LLVM_MemoryEffectsAttr",
        &[
            ("other", "ModRefInfo"),
            ("argMem", "ModRefInfo"),
            ("inaccessibleMem", "ModRefInfo"),
            ("errnoMem", "ModRefInfo"),
            ("targetMem0", "ModRefInfo"),
            ("targetMem1", "ModRefInfo"),
        ],
    ),
    (
        "mlir.module_flag",
        "ModuleFlagAttr",
        &[
            ("behavior", "ModFlagBehavior"),
            ("key", "StringAttr"),
            ("value", "Attribute"),
        ],
    ),
    (
        "mlir.workgroup_attribution",
        "WorkgroupAttributionAttr",
        &[
            ("num_elements", "IntegerAttr"),
            ("element_type", "TypeAttr"),
        ],
    ),
    (
        "mmra_tag",
        "LLVM_MMRATagAttr",
        &[
            ("prefix", "::llvm::StringRef"),
            ("suffix", "::llvm::StringRef"),
        ],
    ),
    (
        "profile_summary",
        "ModuleFlagProfileSummaryAttr",
        &[
            ("format", "ProfileSummaryFormatKind"),
            ("total_count", "uint64_t"),
            ("max_count", "uint64_t"),
            ("max_internal_count", "uint64_t"),
            ("max_function_count", "uint64_t"),
            ("num_counts", "uint64_t"),
            ("num_functions", "uint64_t"),
            ("is_partial_profile", "std::optional<uint64_t>"),
            ("partial_profile_ratio", "FloatAttr"),
            (
                "detailed_summary",
                "::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>",
            ),
        ],
    ),
    (
        "profile_summary_detailed",
        "ModuleFlagProfileSummaryDetailedAttr",
        &[
            ("cut_off", "uint32_t"),
            ("min_count", "uint64_t"),
            ("num_counts", "uint32_t"),
        ],
    ),
    (
        "tailcallkind",
        "TailCallKindAttr",
        &[("tailCallKind", "TailCallKind")],
    ),
    (
        "target",
        "LLVM_TargetAttr",
        &[
            ("triple", "StringAttr"),
            ("chip", "StringAttr"),
            ("features", "TargetFeaturesAttr"),
        ],
    ),
    (
        "target_features",
        "LLVM_TargetFeaturesAttr",
        &[("features", "::llvm::ArrayRef<StringAttr>")],
    ),
    (
        "tbaa_member",
        "LLVM_TBAAMemberAttr",
        &[("typeDesc", "TBAANodeAttr"), ("offset", "int64_t")],
    ),
    ("tbaa_root", "LLVM_TBAARootAttr", &[("id", "StringAttr")]),
    (
        "tbaa_tag",
        "LLVM_TBAATagAttr",
        &[
            ("base_type", "TBAATypeDescriptorAttr"),
            ("access_type", "TBAATypeDescriptorAttr"),
            ("offset", "int64_t"),
            ("constant", "bool"),
        ],
    ),
    (
        "tbaa_type_desc",
        "LLVM_TBAATypeDescriptorAttr",
        &[
            ("id", "::llvm::StringRef"),
            ("members", "::llvm::ArrayRef<TBAAMemberAttr>"),
        ],
    ),
    (
        "uwtableKind",
        "UWTableKindAttr",
        &[("uwtableKind", "uwtable::UWTableKind")],
    ),
    (
        "vec_type_hint",
        "LLVM_VecTypeHintAttr",
        &[("hint", "TypeAttr"), ("is_signed", "bool")],
    ),
    (
        "vscale_range",
        "LLVM_VScaleRangeAttr",
        &[("minRange", "IntegerAttr"), ("maxRange", "IntegerAttr")],
    ),
];

/// The class of struct attribute `mnemonic` and the C++ type of its
/// parameter `param`, if known.
pub(crate) fn param_info(mnemonic: &str, param: &str) -> Option<(&'static str, &'static str)> {
    let (_, class, params) = DI_PARAMS.iter().find(|(m, _, _)| *m == mnemonic)?;
    let (_, cpp) = params.iter().find(|(p, _)| *p == param)?;
    Some((class, cpp))
}
