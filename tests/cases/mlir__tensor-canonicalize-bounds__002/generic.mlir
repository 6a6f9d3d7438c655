"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index) -> tensor<8xf32>, sym_name = "k2"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: index):
    %0 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<?xf32>
    %1 = "tensor.cast"(%0) : (tensor<?xf32>) -> tensor<8xf32>
    "func.return"(%1) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

