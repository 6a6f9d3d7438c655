#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:44)
#loc4 = loc("input.mlir":2:55)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, index, f32) -> tensor<?x4xf32>, sym_name = "tensor_ops"}> ({
  ^bb0(%arg0: tensor<?x4xf32> loc("input.mlir":2:23), %arg1: index loc("input.mlir":2:44), %arg2: f32 loc("input.mlir":2:55)):
    %0 = "tensor.extract"(%arg0, %arg1, %arg1) : (tensor<?x4xf32>, index, index) -> f32 loc(#loc5)
    %1 = "tensor.insert"(%arg2, %arg0, %arg1, %arg1) : (f32, tensor<?x4xf32>, index, index) -> tensor<?x4xf32> loc(#loc6)
    %2 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, index) -> tensor<2x4xf32> loc(#loc7)
    "func.return"(%1) : (tensor<?x4xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("extract")
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:3)

