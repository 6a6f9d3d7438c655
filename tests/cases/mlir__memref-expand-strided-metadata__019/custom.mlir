module {
  func.func @extract_aligned_pointer_as_index(%arg0: memref<f32>) -> index {
    %subview = memref.subview %arg0[] [] [] : memref<f32> to memref<f32>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
    return %intptr : index
  }
}

