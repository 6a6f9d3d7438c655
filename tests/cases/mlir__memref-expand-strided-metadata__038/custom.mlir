module {
  func.func @negative_memref_view_extract_aligned_pointer(%arg0: memref<?xi8>) -> index {
    %c10 = arith.constant 10 : index
    %view = memref.view %arg0[%c10][] : memref<?xi8> to memref<f32>
    %intptr = memref.extract_aligned_pointer_as_index %view : memref<f32> -> index
    return %intptr : index
  }
}

