#loc2 = loc("input.mlir":3:5)
#loc3 = loc("input.mlir":3:19)
#loc4 = loc("input.mlir":3:33)
#loc6 = loc("input.mlir":4:17)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "parallel_explicit_yield"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:5), %arg1: index loc("input.mlir":3:19), %arg2: index loc("input.mlir":3:33)):
    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index loc("input.mlir":4:17)):
      "scf.reduce"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":7:3)

