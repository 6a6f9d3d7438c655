"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>, sym_name = "g"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<1xf32>):
    %0 = "tosa.negate"(%arg0, %arg1, %arg1) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

