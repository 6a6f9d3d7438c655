"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2xf32>, f32, f32) -> (tensor<5x7xf32>, tensor<3x4xf32>), sym_name = "consecutive"}> ({
  ^bb0(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: f32):
    %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 2>, static_low = array<i64: 0, 1>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<1x2xf32>) -> tensor<1x5xf32>
    %1 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 0>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<1x5xf32>) -> tensor<5x7xf32>
    %2 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<1x2xf32>) -> tensor<2x3xf32>
    %3 = "tensor.pad"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<3x4xf32>
    "func.return"(%1, %3) : (tensor<5x7xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

