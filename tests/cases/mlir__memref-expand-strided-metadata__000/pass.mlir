module {
  func.func @extract_strided_metadata_constants(%arg0: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
    return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
  }
}

