#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:51)
#loc5 = loc("input.mlir":3:25)
#loc6 = loc("input.mlir":3:68)
"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<100xf32>) -> tensor<100xf32>, sym_name = "normalized_forall"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:30), %arg1: tensor<100xf32> loc("input.mlir":2:51)):
    %0 = "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg2: index loc("input.mlir":3:25), %arg3: tensor<100xf32> loc("input.mlir":3:68)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc7)
    }) : (index, tensor<100xf32>) -> tensor<100xf32> loc(#loc4)
    "func.return"(%0) : (tensor<100xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:13)
#loc7 = loc("input.mlir":4:7)
#loc8 = loc("input.mlir":7:3)

