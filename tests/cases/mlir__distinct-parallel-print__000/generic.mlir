#di_file = #llvm.di_file<"a.c" in "/">
#distinct = distinct[0]<42 : i32>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, subprogramFlags = Definition>
"builtin.module"() ({
  "builtin.module"() ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg1: i32):
      %1 = "llvm.add"(%arg1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.return"(%1) : (i32) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg0: i32):
      %0 = "llvm.mul"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
      "test.op"() {d = #distinct} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
      "test.op"() {d = distinct[3]<>, e = #distinct} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
      "test.op"() {d = distinct[4]<>} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
      "test.op"() {d = #di_subprogram} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

