module {
  func.func @extract_strided_metadata_of_extract_strided_metadata(%arg0: memref<i32>) -> (memref<i32>, index) {
    %c0 = arith.constant 0 : index
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i32> -> memref<i32>, index
    return %base_buffer, %c0 : memref<i32>, index
  }
}

