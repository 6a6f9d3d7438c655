#map = affine_map<(d0) -> (d0 + 12)>
module {
  func.func @extract_strided_metadata_of_alloc_with_cst_offset(%arg0: index) -> (memref<i16>, index, index, index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %alloc = memref.alloc() : memref<4xi16, #map>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, #map> -> memref<i16>, index, index, index
    return %base_buffer, %c12, %c4, %c1 : memref<i16>, index, index, index
  }
}

