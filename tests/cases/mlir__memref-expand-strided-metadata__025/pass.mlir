#map = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
module {
  func.func @extract_strided_metadata_of_collapse(%arg0: memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c42 = arith.constant 42 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<?x?x4x?x6x7xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
    %0 = affine.apply #map()[%sizes#1, %sizes#3]
    return %base_buffer, %c0, %sizes#0, %0, %c42, %strides#0, %c42, %c1 : memref<i32>, index, index, index, index, index, index, index
  }
}

