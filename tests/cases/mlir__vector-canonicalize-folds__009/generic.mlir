#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8x4xf32>, tensor<8x4xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>, sym_name = "a"}> ({
  ^bb0(%arg10: vector<8x4xf32>, %arg11: tensor<8x4xf32>, %arg12: tensor<64x64xf32>, %arg13: index, %arg14: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "vector.transfer_write"(%arg10, %arg11, %8, %8) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8x4xf32>, tensor<8x4xf32>, index, index) -> tensor<8x4xf32>
    %10 = "tensor.extract_slice"(%9, %arg14) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, index) -> tensor<?x4xf32>
    %11 = "tensor.insert_slice"(%10, %arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 16>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>
    "func.return"(%11) : (tensor<64x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8x4xf32>, tensor<8x4xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>, sym_name = "b"}> ({
  ^bb0(%arg5: vector<8x4xf32>, %arg6: tensor<8x4xf32>, %arg7: tensor<64x64xf32>, %arg8: index, %arg9: index):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "vector.transfer_write"(%arg5, %arg6, %4, %4) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8x4xf32>, tensor<8x4xf32>, index, index) -> tensor<8x4xf32>
    %6 = "tensor.extract_slice"(%5, %arg9) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, index) -> tensor<?x4xf32>
    %7 = "tensor.insert_slice"(%6, %arg7, %arg8, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 16>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>
    "func.return"(%7) : (tensor<64x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8x4xf32>, tensor<8x8xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>, sym_name = "c"}> ({
  ^bb0(%arg0: vector<8x4xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "vector.transfer_write"(%arg0, %arg1, %0, %0) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8x4xf32>, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
    %2 = "tensor.extract_slice"(%1, %arg4) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<?x4xf32>
    %3 = "tensor.insert_slice"(%2, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 16>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, tensor<64x64xf32>, index, index) -> tensor<64x64xf32>
    "func.return"(%3) : (tensor<64x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()

