"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>, sym_name = "b"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi8>):
    %0 = "tosa.mul"(%arg0, %arg0, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

