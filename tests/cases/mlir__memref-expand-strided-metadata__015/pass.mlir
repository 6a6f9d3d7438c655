#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  func.func @extract_strided_metadata_of_alloc_with_variable_offset(%arg0: index) -> (memref<i16>, index, index, index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc()[%arg0] : memref<4xi16, #map>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, #map> -> memref<i16>, index, index, index
    return %base_buffer, %offset, %c4, %c1 : memref<i16>, index, index, index
  }
}

