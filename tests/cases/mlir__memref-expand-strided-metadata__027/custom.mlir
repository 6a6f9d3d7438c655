module {
  func.func @extract_strided_metadata_of_extract_strided_metadata(%arg0: memref<i32>) -> (memref<i32>, index) {
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i32> -> memref<i32>, index
    %base_buffer_0, %offset_1 = memref.extract_strided_metadata %base_buffer : memref<i32> -> memref<i32>, index
    return %base_buffer_0, %offset_1 : memref<i32>, index
  }
}

