"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<4xf32>, index) -> tensor<8x16xf32>, sym_name = "s2"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<4xf32>, %arg2: index):
    %0 = "tensor.cast"(%arg1) : (tensor<4xf32>) -> tensor<?xf32>
    %1 = "tensor.insert_slice"(%0, %arg0, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>
    "func.return"(%1) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

