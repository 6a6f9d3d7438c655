#map = affine_map<()[s0] -> (s0 * 4611686018427387904)>
#map1 = affine_map<()[s0] -> (s0 * 3)>
#map2 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 9223372036854775807 + s2 * s3)>
module {
  func.func @huge(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %0 = affine.apply #map()[%strides#0]
    %1 = affine.apply #map1()[%strides#1]
    %2 = affine.apply #map2()[%offset, %strides#0, %arg1, %strides#1]
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 2], strides: [%0, %1] : memref<f32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    return %reinterpret_cast : memref<2x2xf32, strided<[?, ?], offset: ?>>
  }
}

