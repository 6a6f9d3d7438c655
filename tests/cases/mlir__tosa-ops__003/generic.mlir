"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<0.000000e+00> : tensor<2xf32>, sym_name = "v", type = f32, var_shape = dense<2> : tensor<1xindex>}> : () -> ()
  "tosa.variable"() <{sym_name = "w", type = i8, var_shape = dense<[-1, 4]> : tensor<2xindex>}> : () -> ()
  "func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "use"}> ({
    %0 = "tosa.variable_read"() <{name = "v"}> : () -> tensor<2xf32>
    "tosa.variable_write"(%0) <{name = "v"}> : (tensor<2xf32>) -> ()
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

