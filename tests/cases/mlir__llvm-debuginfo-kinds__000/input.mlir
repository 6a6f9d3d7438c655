// RUN: mlir-opt %s
// The less common debug-info attributes: labels, namespaces, modules, string types, subranges, common blocks, imported entities.

#file = #llvm.di_file<"a.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#ann = #llvm.di_annotation<name = "a", value = "b">
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition, annotations = #ann>
#lbf = #llvm.di_lexical_block_file<scope = #sp, discriminator = 0>
#lab = #llvm.di_label<scope = #lbf, name = "l">
#ns = #llvm.di_namespace<name = "n", exportSymbols = false>
#mod = #llvm.di_module<name = "m", scope = #ns>
#st = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", encoding = DW_ATE_ASCII>
#gs = #llvm.di_generic_subrange<lowerBound = 0 : i64, stride = 1 : i64>
#cb = #llvm.di_common_block<scope = #sp, name = "c">
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #mod>
llvm.func @f() attributes {a = [#lab, #st, #gs, #cb, #ie, #llvm.di_null_type]} {
  llvm.intr.dbg.label #lab
  llvm.return
}
