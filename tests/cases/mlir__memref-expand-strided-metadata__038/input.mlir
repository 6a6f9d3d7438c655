
func.func @negative_memref_view_extract_aligned_pointer(%arg0: memref<?xi8>) -> index {
  %c10 = arith.constant 10 : index
  %0 = memref.view %arg0[%c10][] : memref<?xi8> to memref<f32>
  %1 = memref.extract_aligned_pointer_as_index %0: memref<f32> -> index
  return %1 : index
}

