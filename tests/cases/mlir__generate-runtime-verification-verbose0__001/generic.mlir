"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, index, f32) -> tensor<?x4xf32>, sym_name = "tensor_ops"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32):
    %0 = "tensor.extract"(%arg0, %arg1, %arg1) : (tensor<?x4xf32>, index, index) -> f32
    %1 = "tensor.insert"(%arg2, %arg0, %arg1, %arg1) : (f32, tensor<?x4xf32>, index, index) -> tensor<?x4xf32>
    %2 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, index) -> tensor<2x4xf32>
    "func.return"(%1) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

