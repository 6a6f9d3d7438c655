#loc2 = loc("input.mlir":2:17)
#loc3 = loc("input.mlir":2:36)
#loc4 = loc("input.mlir":2:47)
#loc7 = loc("input.mlir":4:20)
#loc8 = loc("input.mlir":4:44)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index, tensor<1xf32>) -> tensor<?xf32>, sym_name = "cast"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:17), %arg1: index loc("input.mlir":2:36), %arg2: tensor<1xf32> loc("input.mlir":2:47)):
    %0 = "tensor.cast"(%arg0) : (tensor<8xf32>) -> tensor<?xf32> loc(#loc5)
    %1 = "scf.forall"(%arg1, %0) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":4:20), %arg4: tensor<?xf32> loc("input.mlir":4:44)):
      "test.use"(%arg4) : (tensor<?xf32>) -> () loc(#loc9)
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg2, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<?xf32>, index) -> () loc(#loc11)
      }) : () -> () loc(#loc10)
    }) : (index, tensor<?xf32>) -> tensor<?xf32> loc(#loc6)
    "func.return"(%1) : (tensor<?xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":7:7)
#loc12 = loc("input.mlir":10:3)

