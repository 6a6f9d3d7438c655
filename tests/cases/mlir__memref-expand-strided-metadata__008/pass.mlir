#map = affine_map<()[s0] -> (s0 floordiv 504)>
#map1 = affine_map<()[s0] -> (s0 * 504)>
#map2 = affine_map<()[s0] -> (s0 * 72)>
#map3 = affine_map<()[s0] -> (s0 * 9)>
#map4 = affine_map<()[s0] -> (s0 floordiv 60)>
#map5 = affine_map<()[s0, s1] -> ((s0 floordiv 10) * s1)>
#map6 = affine_map<()[s0, s1] -> ((s0 floordiv 20) * s1)>
#map7 = affine_map<()[s0] -> (s0 * 3)>
module {
  func.func @simplify_expand_shape(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %0 = affine.apply #map()[%sizes#0]
    %1 = affine.apply #map1()[%strides#0]
    %2 = affine.apply #map2()[%strides#0]
    %3 = affine.apply #map3()[%strides#0]
    %4 = affine.apply #map4()[%sizes#1]
    %5 = affine.apply #map5()[%sizes#1, %strides#1]
    %6 = affine.apply #map6()[%sizes#1, %strides#1]
    %7 = affine.apply #map7()[%strides#1]
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 7, 8, 9, 10, 2, %4, 3], strides: [%1, %2, %3, %strides#0, %5, %6, %7, %strides#1] : memref<f32> to memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
    return %reinterpret_cast : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
  }
}

