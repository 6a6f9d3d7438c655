#di_file = #llvm.di_file<"a.py" in "/src">
#di_namespace = #llvm.di_namespace<name = "n", exportSymbols = false>
#di_null_type = #llvm.di_null_type
#di_string_type = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", encoding = DW_ATE_ASCII>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_module = #llvm.di_module<scope = #di_namespace, name = "m">
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition, annotations = #llvm.di_annotation<name = "a", value = "b">>
#di_common_block = #llvm.di_common_block<scope = #di_subprogram, name = "c">
#di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram, entity = #di_module>
#di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, discriminator = 0>
#di_label = #llvm.di_label<scope = #di_lexical_block_file, name = "l">
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.intr.dbg.label"() <{label = #di_label}> : () -> ()
    "llvm.return"() : () -> ()
  }) {a = [#di_label, #di_string_type, #llvm.di_generic_subrange<lowerBound = 0 : i64, stride = 1 : i64>, #di_common_block, #di_imported_entity, #di_null_type]} : () -> ()
}) : () -> ()

