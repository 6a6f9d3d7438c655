module {
  func.func @extract_strided_metadata_of_memory_space_cast_no_base(%arg0: memref<20xf32>) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c1 = arith.constant 1 : index
    return %c0, %c20, %c1 : index, index, index
  }
}

