"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x1xf32>, tensor<2x1xi1>, tensor<2x1xf32>, tensor<1x1x1x3xf32>) -> (tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>), sym_name = "patterns"}> ({
  ^bb0(%arg0: tensor<2x1xf32>, %arg1: tensor<2x1xi1>, %arg2: tensor<2x1xf32>, %arg3: tensor<1x1x1x3xf32>):
    %0 = "tosa.concat"(%arg0) <{axis = 0 : i32}> : (tensor<2x1xf32>) -> tensor<?x1xf32>
    %1 = "tosa.logical_not"(%arg1) : (tensor<2x1xi1>) -> tensor<2x1xi1>
    %2 = "tosa.select"(%1, %arg0, %arg2) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %3 = "tosa.max_pool2d"(%arg3) <{kernel = array<i64: 1, 1>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %4 = "tosa.abs"(%arg0) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %5 = "tosa.abs"(%4) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    "func.return"(%0, %2, %3, %5) : (tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

