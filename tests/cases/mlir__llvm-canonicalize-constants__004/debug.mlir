#loc3 = loc("input.mlir":3:14)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i1)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:14)):
    "llvm.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    %0 = "llvm.dso_local_equivalent"() <{function_name = @f}> : () -> !llvm.ptr loc(#loc5)
    "llvm.return"(%0) : (!llvm.ptr) -> () loc(#loc6)
  ^bb2:  // pred: ^bb0
    %1 = "llvm.dso_local_equivalent"() <{function_name = @f}> : () -> !llvm.ptr loc(#loc7)
    "llvm.return"(%1) : (!llvm.ptr) -> () loc(#loc8)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":9:8)
#loc8 = loc("input.mlir":10:3)

