"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<3xf32>, sym_name = "id"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "tosa.identity"(%arg0) : (tensor<2xf32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

