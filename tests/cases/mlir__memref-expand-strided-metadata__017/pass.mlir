module {
  func.func @extract_strided_metadata_of_alloc_with_cst_offset_in_type(%arg0: index) -> (memref<i16>, index, index, index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %alloc = memref.alloc() : memref<4xi16, strided<[1], offset: 10>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, strided<[1], offset: 10>> -> memref<i16>, index, index, index
    return %base_buffer, %c10, %c4, %c1 : memref<i16>, index, index, index
  }
}

