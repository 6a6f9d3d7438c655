"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>, sym_name = "j"}> ({
  ^bb0(%arg0: tensor<1x4x4x8xf32>):
    %0 = "tosa.max_pool2d"(%arg0) <{kernel = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
    "func.return"(%0) : (tensor<1x2x2x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

