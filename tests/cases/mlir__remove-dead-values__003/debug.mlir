#loc2 = loc("input.mlir":3:23)
#loc3 = loc("input.mlir":3:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<i32>) -> i32, sym_name = "if_results"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:23), %arg1: memref<i32> loc("input.mlir":3:31)):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
      "memref.store"(%3, %arg1) : (i32, memref<i32>) -> () loc(#loc6)
      "scf.yield"(%3, %3) : (i32, i32) -> () loc(#loc7)
    }, {
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc8)
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc9)
      "scf.yield"(%1, %2) : (i32, i32) -> () loc(#loc10)
    }) : (i1) -> (i32, i32) loc(#loc4)
    "func.return"(%0#1) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:10)
#loc10 = loc("input.mlir":11:5)
#loc11 = loc("input.mlir":13:3)

