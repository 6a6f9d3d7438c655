#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
module {
  func.func @casts(%arg0: memref<?x?xf32, #map>, %arg1: memref<*xf32, 1>, %arg2: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg3: memref<4x?xf32>) {
    %cast = memref.cast %arg0 : memref<?x?xf32, #map> to memref<2x?xf32, #map>
    %cast_0 = memref.cast %arg1 : memref<*xf32, 1> to memref<3x?xf32, strided<[?, 1], offset: 5>, 1>
    %cast_1 = memref.cast %arg2 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1]>>
    %cast_2 = memref.cast %arg3 : memref<4x?xf32> to memref<*xf32>
    %cast_3 = memref.cast %arg3 : memref<4x?xf32> to memref<?x?xf32>
    %cast_4 = memref.cast %arg1 : memref<*xf32, 1> to memref<f32, 1>
    %0 = tensor.empty() : tensor<2x3xf32>
    %cast_5 = tensor.cast %0 : tensor<2x3xf32> to tensor<*xf32>
    %cast_6 = tensor.cast %cast_5 : tensor<*xf32> to tensor<2x?xf32>
    %cast_7 = tensor.cast %cast_6 : tensor<2x?xf32> to tensor<?x3xf32>
    return
  }
}

