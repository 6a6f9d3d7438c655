#loc2 = loc("input.mlir":9:17)
#loc7 = loc("input.mlir":14:17)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i32 loc("input.mlir":9:17)):
    %1 = "llvm.add"(%arg1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(#loc11)
    %2 = "llvm.add"(%1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(#loc10)
    "llvm.return"(%1) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":14:17)):
    %0 = "llvm.mul"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(#loc13)
    "llvm.return"(%0) : (i32) -> () loc(#loc14)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#di_file = #llvm.di_file<"k.py" in "/src">
#loc = loc("input.mlir":8:1)
#loc1 = loc("input.mlir":9:3)
#loc3 = loc("k.py":1:2)
#loc4 = loc("k.py":1:4)
#loc5 = loc("k.py":1:3)
#loc6 = loc("input.mlir":14:3)
#loc8 = loc("k.py":2:2)
#loc9 = loc("k.py":2:3)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, file = #di_file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#loc10 = loc(fused<distinct[1]<>>[#loc4])
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f1", file = #di_file, line = 2, subprogramFlags = "Definition|Optimized">
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f0", file = #di_file, line = 1, subprogramFlags = "Definition|Optimized">
#loc11 = loc(fused<#di_subprogram>[#loc3])
#loc12 = loc(fused<#di_subprogram1>[#loc5])
#loc13 = loc(fused<#di_subprogram>[#loc8])
#loc14 = loc(fused<#di_subprogram1>[#loc9])

