module {
  func.func @extract_strided_metadata_of_alloc_with_strided(%arg0: index) -> (memref<i16>, index, index, index) {
    %alloc = memref.alloc() : memref<4xi16, strided<[12]>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, strided<[12]>> -> memref<i16>, index, index, index
    return %base_buffer, %offset, %sizes, %strides : memref<i16>, index, index, index
  }
}

