module {
  func.func @extract_aligned_pointer_as_index_of_unranked_source(%arg0: memref<*xf32>) -> index {
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<*xf32> -> index
    return %intptr : index
  }
}

