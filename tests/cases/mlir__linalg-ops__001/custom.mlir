module {
  func.func @named(%arg0: tensor<1x10x10x3xi8>, %arg1: tensor<3x3x3x8xi8>, %arg2: tensor<1x4x4x8xi32>, %arg3: memref<2x3xf16>, %arg4: memref<2x3xf32>, %arg5: memref<2x3xi1>, %arg6: vector<4xf32>, %arg7: tensor<vector<4xf32>>) -> tensor<1x4x4x8xi32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%arg2 : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
    linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3 : memref<2x3xf16>) outs(%arg4 : memref<2x3xf32>)
    linalg.exp ins(%arg4 : memref<2x3xf32>) outs(%arg4 : memref<2x3xf32>)
    linalg.select ins(%arg5, %arg4, %arg4 : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%arg4 : memref<2x3xf32>)
    %1 = linalg.fill ins(%arg6 : vector<4xf32>) outs(%arg7 : tensor<vector<4xf32>>) -> tensor<vector<4xf32>>
    return %0 : tensor<1x4x4x8xi32>
  }
}

