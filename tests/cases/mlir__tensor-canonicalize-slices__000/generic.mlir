"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16x4xf32>, index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>), sym_name = "constant_arguments"}> ({
  ^bb0(%arg0: tensor<8x16x4xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "tensor.extract_slice"(%arg0, %0, %1, %arg1, %3, %1, %2, %1, %1, %1) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<8x16x4xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    %5 = "tensor.extract_slice"(%arg0, %0, %1, %arg1, %3, %2) <{operandSegmentSizes = array<i32: 1, 3, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%4, %5) : (tensor<?x?x?xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

