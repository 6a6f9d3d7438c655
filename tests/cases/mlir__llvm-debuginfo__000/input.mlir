// RUN: mlir-opt %s -mlir-print-debuginfo
// The debug-info attributes (#llvm.di_*), their aliases, DI locations and the dbg intrinsics.

#file = #llvm.di_file<"a.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "", isOptimized = false, emissionKind = Full>
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<types = #bt, #bt>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = "Definition", type = #sty>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 0>
#var = #llvm.di_local_variable<scope = #lb, name = "x", file = #file, line = 3, type = #bt, flags = Artificial>
#sr = #llvm.di_subrange<count = 4 : i64>
#ct = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #bt, elements = #sr>
#dt = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #ct, sizeInBits = 64>
module {
  llvm.func @f(%a: i32) {
    llvm.intr.dbg.value #var = %a : i32
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 8)]> = %a : i32
    llvm.return loc(fused<#sp>["a.py":4:5])
  } loc(fused<#sp>["a.py":1:1])
  llvm.mlir.global external @g() {dbg_exprs = [#llvm.di_global_variable_expression<var = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #dt>, expr = #llvm.di_expression<>>]} : i32
}
