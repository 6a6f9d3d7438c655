#loc2 = loc("input.mlir":3:25)
#loc6 = loc("input.mlir":7:21)
#loc7 = loc("input.mlir":7:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "pair", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":3:25)):
    %2 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"(%arg2, %2) : (i32, i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "use_pair"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":7:21), %arg1: memref<i32> loc("input.mlir":7:30)):
    %0:2 = "func.call"(%arg0) <{callee = @pair}> : (i32) -> (i32, i32) loc(#loc8)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "memref.store"(%0#0, %arg1) : (i32, memref<i32>) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:1)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:8)
#loc10 = loc("input.mlir":10:3)
#loc11 = loc("input.mlir":11:3)

