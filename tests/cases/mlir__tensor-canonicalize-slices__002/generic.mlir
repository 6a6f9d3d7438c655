"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, index, index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>), sym_name = "identity_and_round_trips"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2x2xf32>, %arg3: index, %arg4: index):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = "tensor.extract_slice"(%arg1, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index) -> tensor<?x2xf32>
    %2 = "tensor.insert_slice"(%1, %arg1, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x2xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %3 = "tensor.insert_slice"(%arg2, %arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %4 = "tensor.extract_slice"(%3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<2x2xf32>
    %5 = "tensor.insert_slice"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = "tensor.insert_slice"(%arg2, %3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %7 = "tensor.empty"() : () -> tensor<0x2xf32>
    %8 = "tensor.insert_slice"(%7, %arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 0, 2>, static_strides = array<i64: 1, 1>}> : (tensor<0x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    "func.return"(%0, %2, %4, %5, %6, %8) : (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

