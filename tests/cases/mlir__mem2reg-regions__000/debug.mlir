#loc2 = loc("input.mlir":2:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "inner"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:18)):
    %0 = "scf.execute_region"() ({
      %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32> loc(#loc4)
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc6)
    ^bb1:  // pred: ^bb0
      "memref.store"(%2, %1) : (i32, memref<i32>) -> () loc(#loc7)
      "cf.br"()[^bb2] : () -> () loc(#loc8)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %3 = "memref.load"(%1) : (memref<i32>) -> i32 loc(#loc9)
      "scf.yield"(%3) : (i32) -> () loc(#loc10)
    }) : () -> i32 loc(#loc3)
    "func.return"(%0) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:11)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:5)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":11:10)
#loc10 = loc("input.mlir":12:5)
#loc11 = loc("input.mlir":14:3)

