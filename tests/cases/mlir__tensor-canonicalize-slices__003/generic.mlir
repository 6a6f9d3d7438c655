"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x32xf32>, tensor<4x4xf32>, index, index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index):
    %0 = "tensor.cast"(%arg0) : (tensor<16x32xf32>) -> tensor<?x?xf32>
    %1 = "tensor.extract_slice"(%0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index) -> tensor<4x?xf32>
    %2 = "tensor.cast"(%arg1) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %3 = "tensor.insert_slice"(%2, %0, %arg2, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
    %4 = "tensor.extract_slice"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 16>, static_strides = array<i64: 1, 1>}> : (tensor<16x32xf32>, index, index) -> tensor<?x16xf32>
    %5 = "tensor.cast"(%4) : (tensor<?x16xf32>) -> tensor<16x?xf32>
    %6 = "tensor.empty"(%arg3, %arg3) : (index, index) -> tensor<?x?xf32>
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8 = "tensor.insert_slice"(%6, %0, %7, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    "func.return"(%1, %3, %5, %8) : (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

