#map = affine_map<()[s0, s1] -> (s0 * s1)>
#map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
module {
  func.func @extract_strided_metadata_of_alloc_dyn_size(%arg0: index, %arg1: index, %arg2: index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg0, %arg1, %arg2) : memref<?x4x?x?xi16>
    %0 = affine.apply #map()[%arg1, %arg2]
    %1 = affine.apply #map1()[%arg1, %arg2]
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?x?xi16> to memref<i16>
    return %reinterpret_cast, %c0, %arg0, %c4, %arg1, %arg2, %1, %0, %arg2, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index
  }
}

