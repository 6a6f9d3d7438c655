module {
  func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index) -> (index, index, index, index) {
    %c4 = arith.constant 4 : index
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%c4], sizes: [%arg1, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<?x8xf32, strided<[8, 1], offset: ?>> -> index
    return %offset, %sizes#0, %strides#0, %intptr : index, index, index, index
  }
}

