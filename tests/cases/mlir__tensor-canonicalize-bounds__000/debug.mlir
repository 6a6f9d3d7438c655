#loc2 = loc("input.mlir":5:15)
#loc3 = loc("input.mlir":5:36)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, index) -> tensor<3x?xf32>, sym_name = "k1"}> ({
  ^bb0(%arg0: tensor<4x4xf32> loc("input.mlir":5:15), %arg1: index loc("input.mlir":5:36)):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32> loc(#loc4)
    %1 = "tensor.extract_slice"(%0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 3, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<3x?xf32> loc(#loc5)
    "func.return"(%1) : (tensor<3x?xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)

