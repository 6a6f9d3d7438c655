"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, index) -> (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>), sym_name = "constants_and_producers"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: index):
    %0 = "arith.constant"() <{value = dense<3> : tensor<6xi16>}> : () -> tensor<6xi16>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (tensor<6xi16>) -> tensor<2x3xi16>
    %2 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
    %3 = "tensor.collapse_shape"(%2) <{reassociation = [[0, 1]]}> : (tensor<2x3xf64>) -> tensor<6xf64>
    %4 = "tensor.splat"(%arg0) : (f32) -> tensor<4xf32>
    %5 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
    %6 = "tensor.from_elements"(%arg0, %arg1, %arg1, %arg0) : (f32, f32, f32, f32) -> tensor<2x2xf32>
    %7 = "tensor.collapse_shape"(%6) <{reassociation = [[0, 1]]}> : (tensor<2x2xf32>) -> tensor<4xf32>
    %8 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
    %9 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %10 = "tensor.collapse_shape"(%9) <{reassociation = [[0, 1]]}> : (tensor<2x3xi8>) -> tensor<6xi8>
    "func.return"(%1, %3, %5, %7, %8, %10) : (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>) -> ()
  }) : () -> ()
}) : () -> ()

