#map = affine_map<()[s0] -> (s0 * 8 + 2)>
#map1 = affine_map<()[s0, s1] -> (s0 + s1 + 8)>
module {
  func.func @chain(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
    %0 = affine.apply #map()[%arg1]
    %1 = affine.apply #map1()[%0, %arg1]
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg2, 4], strides: [8, 1] : memref<f32> to memref<?x4xf32, strided<[8, 1], offset: ?>>
    %cast = memref.cast %reinterpret_cast : memref<?x4xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
    return %cast : memref<?x4xf32, strided<[?, 1], offset: ?>>
  }
}

