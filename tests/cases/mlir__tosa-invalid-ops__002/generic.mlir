"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32>, sym_name = "mm3"}> ({
  ^bb0(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x8x6xf16>, %arg2: tensor<1xf32>, %arg3: tensor<1xf16>):
    %0 = "tosa.matmul"(%arg0, %arg1, %arg2, %arg3) : (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32>
    "func.return"(%0) : (tensor<1x4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()

