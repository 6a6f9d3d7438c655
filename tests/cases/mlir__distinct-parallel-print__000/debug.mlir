#di_file1 = #llvm.di_file<"a.c" in "/">
#distinct = distinct[0]<42 : i32>
#loc3 = loc("input.mlir":9:17)
#loc7 = loc("input.mlir":13:17)
#di_compile_unit1 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #di_file1, isOptimized = false, emissionKind = Full>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit1, scope = #di_file1, name = "g", file = #di_file1, subprogramFlags = Definition>
"builtin.module"() ({
  "builtin.module"() ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg1: i32 loc("input.mlir":9:17)):
      %1 = "llvm.add"(%arg1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(#loc24)
      "llvm.return"(%1) : (i32) -> () loc(#loc25)
    }) : () -> () loc(#loc2)
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg0: i32 loc("input.mlir":13:17)):
      %0 = "llvm.mul"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(#loc26)
      "llvm.return"(%0) : (i32) -> () loc(#loc27)
    }) : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
      "test.op"() {d = #distinct} : () -> () loc(#loc12)
      "func.return"() : () -> () loc(#loc13)
    }) : () -> () loc(#loc11)
    "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
      "test.op"() {d = distinct[3]<>, e = #distinct} : () -> () loc(#loc15)
      "func.return"() : () -> () loc(#loc16)
    }) : () -> () loc(#loc14)
  }) : () -> () loc(#loc10)
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
      "test.op"() {d = distinct[4]<>} : () -> () loc(#loc28)
      "func.return"() : () -> () loc(#loc20)
    }) : () -> () loc(#loc18)
    "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
      "test.op"() {d = #di_subprogram2} : () -> () loc(#loc22)
      "func.return"() : () -> () loc(#loc23)
    }) : () -> () loc(#loc21)
  }) : () -> () loc(#loc17)
}) : () -> () loc(#loc)
#di_file = #llvm.di_file<"k.py" in "/src">
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":8:1)
#loc2 = loc("input.mlir":9:3)
#loc4 = loc("k.py":1:2)
#loc5 = loc("k.py":1:3)
#loc6 = loc("input.mlir":13:3)
#loc8 = loc("k.py":2:2)
#loc9 = loc("k.py":2:3)
#loc10 = loc("input.mlir":21:1)
#loc11 = loc("input.mlir":22:3)
#loc12 = loc("input.mlir":23:5)
#loc13 = loc("input.mlir":24:5)
#loc14 = loc("input.mlir":26:3)
#loc15 = loc("input.mlir":27:5)
#loc16 = loc("input.mlir":28:5)
#loc17 = loc("input.mlir":35:1)
#loc18 = loc("input.mlir":36:3)
#loc19 = loc("a.c":1:1)
#loc20 = loc("input.mlir":38:5)
#loc21 = loc("input.mlir":40:3)
#loc22 = loc("input.mlir":41:5)
#loc23 = loc("input.mlir":42:5)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[5]<>, sourceLanguage = DW_LANG_Python, file = #di_file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#di_subprogram = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f0", file = #di_file, line = 1, subprogramFlags = "Definition|Optimized">
#di_subprogram1 = #llvm.di_subprogram<id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f1", file = #di_file, line = 2, subprogramFlags = "Definition|Optimized">
#loc24 = loc(fused<#di_subprogram>[#loc4])
#loc25 = loc(fused<#di_subprogram>[#loc5])
#loc26 = loc(fused<#di_subprogram1>[#loc8])
#loc27 = loc(fused<#di_subprogram1>[#loc9])
#loc28 = loc(fused<#di_subprogram2>[#loc19])

