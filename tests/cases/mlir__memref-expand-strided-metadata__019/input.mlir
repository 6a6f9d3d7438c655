
func.func @extract_aligned_pointer_as_index(%arg0: memref<f32>) -> index {
  %c = memref.subview %arg0[] [] [] : memref<f32> to memref<f32>
  %r = memref.extract_aligned_pointer_as_index %arg0: memref<f32> -> index
  return %r : index
}

