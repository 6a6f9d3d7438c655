#loc2 = loc("input.mlir":3:30)
#loc3 = loc("input.mlir":3:38)
#loc4 = loc("input.mlir":3:47)
#loc9 = loc("input.mlir":10:19)
#loc10 = loc("input.mlir":10:27)
#loc11 = loc("input.mlir":10:36)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "multi_ret", sym_visibility = "private"}> ({
  ^bb0(%arg3: i1 loc("input.mlir":3:30), %arg4: i32 loc("input.mlir":3:38), %arg5: i32 loc("input.mlir":3:47)):
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg4, %arg5) : (i32, i32) -> () loc(#loc6)
  ^bb2:  // pred: ^bb0
    "func.return"(%arg5, %arg4) : (i32, i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":10:19), %arg1: i32 loc("input.mlir":10:27), %arg2: i32 loc("input.mlir":10:36)):
    %0:2 = "func.call"(%arg0, %arg1, %arg2) <{callee = @multi_ret}> : (i1, i32, i32) -> (i32, i32) loc(#loc12)
    "func.return"(%0#1) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:1)
#loc12 = loc("input.mlir":11:10)
#loc13 = loc("input.mlir":12:3)

