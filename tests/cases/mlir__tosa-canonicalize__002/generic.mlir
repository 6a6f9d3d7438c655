"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>), sym_name = "constant_select"}> ({
  ^bb0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>):
    %0 = "tosa.const"() <{values = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
    %1 = "tosa.select"(%0, %arg0, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %2 = "tosa.equal"(%arg0, %arg0) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    "func.return"(%1, %2) : (tensor<3xi32>, tensor<3xi1>) -> ()
  }) : () -> ()
}) : () -> ()

