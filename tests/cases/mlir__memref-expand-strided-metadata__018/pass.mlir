module {
  func.func @extract_strided_metadata_of_alloc_with_strided(%arg0: index) -> (memref<i16>, index, index, index) {
    %c12 = arith.constant 12 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4xi16, strided<[12]>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, strided<[12]>> -> memref<i16>, index, index, index
    return %base_buffer, %c0, %c4, %c12 : memref<i16>, index, index, index
  }
}

