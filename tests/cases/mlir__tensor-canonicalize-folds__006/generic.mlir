"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x1xindex>, tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>), sym_name = "gather_concat"}> ({
  ^bb0(%arg0: tensor<2x1xindex>, %arg1: tensor<3x?xf32>):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %1 = "tensor.gather"(%0, %arg0) <{gather_dims = array<i64: 0>}> : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
    %2 = "tensor.concat"(%arg1) <{dim = 1 : i64}> : (tensor<3x?xf32>) -> tensor<3x?xf32>
    %3 = "tensor.concat"(%arg1) <{dim = 1 : i64}> : (tensor<3x?xf32>) -> tensor<3x5xf32>
    "func.return"(%1, %2, %3) : (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

