module {
  func.func @extract_strided_metadata_of_collapse_to_rank0(%arg0: memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index) {
    %c0 = arith.constant 0 : index
    %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<1x1x1x1x1x1xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
    return %base_buffer, %c0 : memref<i32>, index
  }
}

