#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:39)
#loc4 = loc("input.mlir":2:58)
#loc8 = loc("input.mlir":5:20)
#loc9 = loc("input.mlir":5:63)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<1xf32>, index) -> tensor<8xf32>, sym_name = "control"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:20), %arg1: tensor<1xf32> loc("input.mlir":2:39), %arg2: index loc("input.mlir":2:58)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc6)
    %2 = "scf.forall"(%0, %arg2, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":5:20), %arg4: tensor<8xf32> loc("input.mlir":5:63)):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> () loc(#loc11)
      }) : () -> () loc(#loc10)
    }) : (index, index, index, tensor<8xf32>) -> tensor<8xf32> loc(#loc7)
    "func.return"(%2) : (tensor<8xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:9)
#loc6 = loc("input.mlir":4:9)
#loc7 = loc("input.mlir":5:8)
#loc10 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":7:7)
#loc12 = loc("input.mlir":10:3)

