#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:44)
#loc6 = loc("input.mlir":3:22)
#loc7 = loc("input.mlir":3:26)
#loc8 = loc("input.mlir":3:53)
#loc9 = loc("input.mlir":3:62)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index, tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>), sym_name = "g"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:33), %arg2: tensor<1xf32> loc("input.mlir":2:44)):
    %0:2 = "scf.forall"(%arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":3:22), %arg4: index loc("input.mlir":3:26), %arg5: tensor<8xf32> loc("input.mlir":3:53), %arg6: tensor<8xf32> loc("input.mlir":3:62)):
      "test.use"(%arg3, %arg4) : (index, index) -> () loc(#loc10)
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg2, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> () loc(#loc12)
      }) : () -> () loc(#loc11)
    }) : (index, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) loc(#loc5)
    "func.return"(%0#0, %0#1) : (tensor<8xf32>, tensor<8xf32>) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc10 = loc("input.mlir":4:5)
#loc11 = loc("input.mlir":5:5)
#loc12 = loc("input.mlir":6:7)
#loc13 = loc("input.mlir":9:3)

