#map = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
module {
  func.func @simplify_collapse(%arg0: memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> {
    %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<?x?x4x?x6x7xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
    %0 = affine.apply #map()[%sizes#1, %sizes#3]
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, %0, 42], strides: [%strides#0, 42, 1] : memref<i32> to memref<?x?x42xi32>
    return %reinterpret_cast : memref<?x?x42xi32>
  }
}

