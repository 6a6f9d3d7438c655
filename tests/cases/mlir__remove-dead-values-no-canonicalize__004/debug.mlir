#loc2 = loc("input.mlir":3:22)
#loc3 = loc("input.mlir":3:30)
#loc4 = loc("input.mlir":3:47)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<i32>, i32) -> (), sym_name = "if_noelse"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:22), %arg1: memref<i32> loc("input.mlir":3:30), %arg2: i32 loc("input.mlir":3:47)):
    %0 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "scf.if"(%arg0) ({
      "memref.store"(%arg2, %arg1) : (i32, memref<i32>) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc6)
    }, {
    }) : (i1) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:11)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":8:3)

