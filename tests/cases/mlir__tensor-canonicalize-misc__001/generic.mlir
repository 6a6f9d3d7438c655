"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, index) -> tensor<?xf32>, sym_name = "s1"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: index):
    %0 = "tensor.extract_slice"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index, index) -> tensor<?xf32>
    %1 = "tensor.cast"(%0) : (tensor<?xf32>) -> tensor<4xf32>
    %2 = "tensor.cast"(%1) : (tensor<4xf32>) -> tensor<?xf32>
    "func.return"(%2) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

