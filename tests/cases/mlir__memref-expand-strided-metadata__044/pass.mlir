module {
  func.func @collapse_units(%arg0: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %arg0 : memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index, index, index
    return %offset, %sizes#0, %sizes#3, %strides#0, %c1 : index, index, index, index, index
  }
}

