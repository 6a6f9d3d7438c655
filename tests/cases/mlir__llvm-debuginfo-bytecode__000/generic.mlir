#access_group = #llvm.access_group<id = distinct[0]<>>
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_composite_type = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#di_file = #llvm.di_file<"t.c" in "/src">
#loc = loc("t.c":11:1)
#loc1 = loc("t.c":12:1)
#loop_unroll = #llvm.loop_unroll<disable = true>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "p", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64, dwarfAddressSpace = 3>
#di_namespace = #llvm.di_namespace<name = "n", scope = #di_file, exportSymbols = true>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type, sizeInBits = 64, offsetInBits = 32>
#di_global_variable = #llvm.di_global_variable<scope = #di_namespace, name = "g", linkageName = "_ZN1n1gE", file = #di_file, line = 1, type = #di_basic_type, isLocalToUnit = true, isDefined = true, alignInBits = 32>
#di_composite_type2 = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "node", file = #di_file, line = 3, flags = "TypePassByValue|NonTrivial", sizeInBits = 128, alignInBits = 64, elements = #di_derived_type1>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <[DW_OP_LLVM_fragment(0, 32)]>>
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_basic_type, #di_composite_type2>
#di_subprogram = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", linkageName = "_Z1f", file = #di_file, line = 5, scopeLine = 6, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram, entity = #di_namespace, file = #di_file, line = 7, name = "m">
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 8, column = 2>
#loc2 = loc(fused<#di_subprogram>[#loc])
#loc3 = loc(fused<#di_subprogram>[#loc1])
#di_label = #llvm.di_label<scope = #di_lexical_block, name = "l", file = #di_file, line = 10>
#di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block, file = #di_file, discriminator = 1>
#loop_annotation = #llvm.loop_annotation<disableNonforced = true, unroll = #loop_unroll, mustProgress = true, startLoc = #loc2, endLoc = #loc3, parallelAccesses = #access_group>
#di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "x", file = #di_file, line = 9, arg = 1, alignInBits = 32, type = #di_composite_type1, flags = Artificial>
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression], global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    "llvm.intr.dbg.value"(%arg0) <{locationExpr = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_convert(64, DW_ATE_unsigned), DW_OP_constu(18446744073709551615), DW_OP_stack_value]>, varInfo = #di_local_variable}> : (i32) -> ()
    "llvm.intr.dbg.label"() <{label = #di_label}> : () -> ()
    "llvm.br"()[^bb1] <{loop_annotation = #loop_annotation}> : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = "llvm.load"(%arg1) <{access_groups = [#access_group], ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
  "x.imports"() {a = [#di_imported_entity, #di_composite_type2]} : () -> ()
}) : () -> ()

