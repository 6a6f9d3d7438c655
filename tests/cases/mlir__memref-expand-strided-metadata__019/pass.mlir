module {
  func.func @extract_aligned_pointer_as_index(%arg0: memref<f32>) -> index {
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
    return %intptr : index
  }
}

