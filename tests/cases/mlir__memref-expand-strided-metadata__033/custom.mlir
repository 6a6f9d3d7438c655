module {
  memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[384, 1], offset: 20>> = dense<42>
  func.func @extract_strided_metadata_of_get_global_with_offset() -> (memref<i32>, index, index, index, index, index) {
    %0 = memref.get_global @const_i32 : memref<512x384xi32, strided<[384, 1], offset: 20>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<512x384xi32, strided<[384, 1], offset: 20>> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
  }
}

