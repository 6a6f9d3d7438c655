// Debug info and loop metadata the llvm dialect's bytecode encodings
// carry: recursive types, distinct ids shared between attributes,
// DWARF constants, expressions, optional integers, loop annotations.

#file = #llvm.di_file<"t.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "p", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#rec_self = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #rec_self, sizeInBits = 64, dwarfAddressSpace = 3>
#member = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #ptr, sizeInBits = 64, offsetInBits = 32>
#node = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "node", file = #file, line = 3, flags = "TypePassByValue|NonTrivial", sizeInBits = 128, alignInBits = 64, elements = #member>
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, dataLocation = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #node>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "_Z1f", file = #file, line = 5, scopeLine = 6, subprogramFlags = "Definition|Optimized", type = #sty>
#ns = #llvm.di_namespace<name = "n", scope = #file, exportSymbols = true>
#import = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #ns, file = #file, line = 7, name = "m">
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 8, column = 2>
#block_file = #llvm.di_lexical_block_file<scope = #block, file = #file, discriminator = 1>
#var = #llvm.di_local_variable<scope = #block_file, name = "x", file = #file, line = 9, arg = 1, alignInBits = 32, type = #array, flags = Artificial>
#label = #llvm.di_label<scope = #block, name = "l", file = #file, line = 10>
#gv = #llvm.di_global_variable<scope = #ns, name = "g", linkageName = "_ZN1n1gE", file = #file, line = 1, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 32>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]>>
#group = #llvm.access_group<id = distinct[3]<>>
#loop = #llvm.loop_annotation<disableNonforced = true, unroll = <disable = true>, mustProgress = true, startLoc = loc(fused<#sp>["t.c":11:1]), endLoc = loc(fused<#sp>["t.c":12:1]), parallelAccesses = #group>

module {
  llvm.mlir.global external @g() {dbg_exprs = [#gve]} : i32
  llvm.func @f(%arg0: i32, %p: !llvm.ptr) {
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_convert(32, 5), DW_OP_LLVM_convert(64, DW_ATE_unsigned), DW_OP_constu(18446744073709551615), DW_OP_stack_value]> = %arg0 : i32
    llvm.intr.dbg.label #label
    llvm.br ^bb1 {loop_annotation = #loop}
  ^bb1:
    %0 = llvm.load %p {access_groups = [#group]} : !llvm.ptr -> i32
    llvm.return
  } loc(fused<#sp>["t.c":5:1])
  "x.imports"() {a = [#import, #node]} : () -> ()
}
