"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, f32) -> tensor<?x?xf32>, sym_name = "m1"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "tensor.pad"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    %1 = "tensor.pad"(%0, %arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>, static_high = array<i64: -9223372036854775808, 3>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

