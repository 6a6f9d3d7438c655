"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, f32) -> (tensor<?x?xf32>, tensor<8x8xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: f32):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %1 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %2 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 2>, static_low = array<i64: 2, 2>}> ({
    ^bb0(%arg2: index, %arg3: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %3 = "tensor.cast"(%2) : (tensor<?x?xf32>) -> tensor<8x8xf32>
    "func.return"(%1, %3) : (tensor<?x?xf32>, tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

