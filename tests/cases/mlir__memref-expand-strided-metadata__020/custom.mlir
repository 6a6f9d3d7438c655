module {
  func.func @extract_aligned_pointer_as_index_of_unranked_source(%arg0: memref<*xf32>) -> index {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<f32> -> index
    return %intptr : index
  }
}

