module {
  func.func @enums(%arg0: tensor<13x21x3xf32>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<13x21x3xi8>) -> tensor<21x3xi32> {
    %0 = tosa.argmax %arg0 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<21x3xi32>
    %1 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    %2 = tosa.rescale %arg4, %arg1, %arg2, %arg3, %arg3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3xi8>
    %3 = tosa.maximum %arg0, %arg0 {nan_mode = IGNORE} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    %4 = tosa.reduce_min %arg0 {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
    return %0 : tensor<21x3xi32>
  }
}

