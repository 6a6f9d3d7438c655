"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "rev"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "tosa.reverse"(%arg0) <{axis = 0 : i32}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    "func.return"(%0) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

