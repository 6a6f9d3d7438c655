#loc2 = loc("input.mlir":3:21)
#loc3 = loc("input.mlir":3:38)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (), sym_name = "if_const"}> ({
  ^bb0(%arg0: memref<i32> loc("input.mlir":3:21), %arg1: i32 loc("input.mlir":3:38)):
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc4)
    %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "scf.if"(%0) ({
      "memref.store"(%1, %arg0) : (i32, memref<i32>) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc6)
    }, {
    }) : (i1) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:12)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)

