"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?x?xf32>, index, index, index) -> (index, index, index, index, index, index), sym_name = "dims"}> ({
  ^bb0(%arg0: tensor<4x?x?xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "tensor.dim"(%arg0, %0) : (tensor<4x?x?xf32>, index) -> index
    %6 = "tensor.dim"(%arg0, %3) : (tensor<4x?x?xf32>, index) -> index
    %7 = "tensor.dim"(%arg0, %4) : (tensor<4x?x?xf32>, index) -> index
    %8 = "tensor.generate"(%arg2, %arg3) ({
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      %14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "tensor.yield"(%14) : (f32) -> ()
    }) : (index, index) -> tensor<3x?x?xf32>
    %9 = "tensor.dim"(%8, %2) : (tensor<3x?x?xf32>, index) -> index
    %10 = "tensor.extract_slice"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x?x?xf32>, index, index) -> tensor<2x?x?xf32>
    %11 = "tensor.dim"(%10, %1) : (tensor<2x?x?xf32>, index) -> index
    %12 = "tensor.cast"(%arg0) : (tensor<4x?x?xf32>) -> tensor<?x?x?xf32>
    %13 = "tensor.dim"(%12, %arg1) : (tensor<?x?x?xf32>, index) -> index
    "func.return"(%5, %6, %7, %9, %11, %13) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

