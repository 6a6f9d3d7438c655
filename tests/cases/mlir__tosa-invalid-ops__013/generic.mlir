"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<4x3xf32>, sym_name = "tl"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "tosa.const_shape"() <{values = dense<2> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.tile"(%arg0, %0) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
    "func.return"(%1) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

