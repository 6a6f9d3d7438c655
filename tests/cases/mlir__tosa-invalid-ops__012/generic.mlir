"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<1x2xf32>, sym_name = "sl2"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.const_shape"() <{values = dense<1> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %2 = "tosa.slice"(%arg0, %0, %1) : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
    "func.return"(%2) : (tensor<1x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

