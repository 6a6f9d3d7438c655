module {
  func.func @extract_strided_metadata_of_collapse_to_rank0(%arg0: memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index) {
    %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1x1x1x1xi32> into memref<i32>
    %base_buffer, %offset = memref.extract_strided_metadata %collapse_shape : memref<i32> -> memref<i32>, index
    return %base_buffer, %offset : memref<i32>, index
  }
}

