
func.func @named(%i: tensor<1x10x10x3xi8>, %k: tensor<3x3x3x8xi8>, %o: tensor<1x4x4x8xi32>, %m: memref<2x3xf16>, %n: memref<2x3xf32>, %q: memref<2x3xi1>, %v: vector<4xf32>, %t: tensor<vector<4xf32>>) -> tensor<1x4x4x8xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%m : memref<2x3xf16>) outs(%n : memref<2x3xf32>)
  linalg.exp ins(%n : memref<2x3xf32>) outs(%n : memref<2x3xf32>)
  linalg.select ins(%q, %n, %n : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%n : memref<2x3xf32>)
  %1 = linalg.fill ins(%v : vector<4xf32>) outs(%t : tensor<vector<4xf32>>) -> tensor<vector<4xf32>>
  return %0 : tensor<1x4x4x8xi32>
}

