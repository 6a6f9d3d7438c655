"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, f32, index) -> tensor<?x?xf32>, sym_name = "p1"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: index):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %1 = "tensor.pad"(%0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

