#loc2 = loc("input.mlir":2:14)
#loc4 = loc("input.mlir":3:20)
#loc5 = loc("input.mlir":3:43)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:14)):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg1: index loc("input.mlir":3:20), %arg2: tensor<8xf32> loc("input.mlir":3:43)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc6)
    }) : (tensor<8xf32>) -> tensor<8xf32> loc(#loc3)
    "func.return"(%0) : (tensor<8xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:5)
#loc7 = loc("input.mlir":7:3)

