"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x64xf32>, index, index, index, index) -> tensor<8x4xf32>, sym_name = "orthogonal"}> ({
  ^bb0(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 16, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>, index) -> tensor<?x64xf32>
    %2 = "tensor.pad"(%1, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<?x64xf32>, index) -> tensor<8x64xf32>
    %3 = "tensor.extract_slice"(%2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<8x?xf32>
    %4 = "tensor.pad"(%3, %arg4) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32>
    "func.return"(%4) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

