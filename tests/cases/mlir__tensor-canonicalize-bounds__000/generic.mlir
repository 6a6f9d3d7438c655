"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, index) -> tensor<3x?xf32>, sym_name = "k1"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: index):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %1 = "tensor.extract_slice"(%0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 3, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<3x?xf32>
    "func.return"(%1) : (tensor<3x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

