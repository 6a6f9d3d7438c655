"builtin.module"() ({
  "func.func"() <{function_type = (f32, index, index) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index), sym_name = "inserts_and_splats"}> ({
  ^bb0(%arg0: f32, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = dense<2.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "tensor.insert"(%1, %0, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %4 = "tensor.insert"(%2, %0, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %5 = "arith.constant"() <{value = 9 : i64}> : () -> i64
    %6 = "tensor.splat"(%5) : (i64) -> tensor<2x3xi64>
    %7 = "tensor.splat"(%1, %arg2) : (f32, index) -> tensor<?xf32>
    %8 = "tensor.empty"(%arg2) : (index) -> tensor<2x?xf32>
    %9 = "tensor.cast"(%8) : (tensor<2x?xf32>) -> tensor<*xf32>
    %10 = "tensor.rank"(%8) : (tensor<2x?xf32>) -> index
    %11 = "tensor.rank"(%9) : (tensor<*xf32>) -> index
    "func.return"(%3, %4, %6, %7, %10, %11) : (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index) -> ()
  }) : () -> ()
}) : () -> ()

