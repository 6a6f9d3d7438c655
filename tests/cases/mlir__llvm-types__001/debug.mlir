#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:39)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{}, {llvm.noalias}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<internal>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:30), %arg1: !llvm.ptr loc("input.mlir":2:39)):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32 loc(#loc4)
    %1 = "llvm.icmp"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc5)
    %2 = "llvm.trunc"(%0) <{overflowFlags = 1 : i32}> : (i32) -> i8 loc(#loc6)
    %3 = "llvm.zext"(%2) <{nonNeg}> : (i8) -> i64 loc(#loc7)
    %4 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32 loc(#loc8)
    "llvm.store"(%4, %arg1) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> () loc(#loc9)
    "llvm.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
  ^bb1:  // pred: ^bb0
    "llvm.br"()[^bb2] : () -> () loc(#loc11)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.return"(%0) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "e", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:3)
#loc10 = loc("input.mlir":9:3)
#loc11 = loc("input.mlir":11:3)
#loc12 = loc("input.mlir":13:3)
#loc13 = loc("input.mlir":15:1)

