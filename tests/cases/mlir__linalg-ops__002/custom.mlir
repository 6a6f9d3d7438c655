#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmuls(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>, %arg3: tensor<8x4xi8>, %arg4: tensor<2x4x8xf32>, %arg5: tensor<2x8x16xf32>, %arg6: tensor<2x4x16xf32>, %arg7: tensor<4x16xf32>) {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %1 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg1 : tensor<8x4xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %3 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg1 : tensor<8x4xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %4 = linalg.batch_matmul ins(%arg4, %arg5 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg6 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %5 = linalg.batch_reduce_matmul ins(%arg4, %arg5 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg7 : tensor<4x16xf32>) -> tensor<4x16xf32>
    return
  }
}

