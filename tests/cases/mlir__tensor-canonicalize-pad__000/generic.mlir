"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, f32, index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>), sym_name = "zero_and_static"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "tensor.pad"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, -9223372036854775808>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<4x?xf32>, index) -> tensor<4x?xf32>
    %3 = "tensor.pad"(%arg0, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808, 1>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<4x?xf32>, index, index) -> tensor<?x?xf32>
    %4 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<4x?xf32>) -> tensor<4x?xf32>
    "func.return"(%2, %3, %4) : (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

