#loc2 = loc("input.mlir":6:19)
#loc5 = loc("input.mlir":9:19)
#loc10 = loc("input.mlir":14:20)
#loc11 = loc("input.mlir":14:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee"}> ({
  ^bb0(%arg3: i32 loc("input.mlir":6:19)):
    "func.return"(%arg3) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":9:19)):
    %2 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %3 = "func.call"(%2) <{callee = @callee}> : (i32) -> i32 loc(#loc7)
    "func.return"(%3) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "caller2"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":14:20), %arg1: memref<i32> loc("input.mlir":14:29)):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    %1 = "func.call"(%0) <{callee = @callee}> : (i32) -> i32 loc(#loc13)
    "memref.store"(%1, %arg1) : (i32, memref<i32>) -> () loc(#loc14)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc3 = loc("input.mlir":7:3)
#loc4 = loc("input.mlir":9:1)
#loc6 = loc("input.mlir":10:8)
#loc7 = loc("input.mlir":11:8)
#loc8 = loc("input.mlir":12:3)
#loc9 = loc("input.mlir":14:1)
#loc12 = loc("input.mlir":15:8)
#loc13 = loc("input.mlir":16:8)
#loc14 = loc("input.mlir":17:3)
#loc15 = loc("input.mlir":18:3)

