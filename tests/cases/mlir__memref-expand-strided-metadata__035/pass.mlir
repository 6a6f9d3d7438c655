module {
  func.func @extract_strided_metadata_of_collapse_shape(%arg0: memref<5x4xf32>) -> (memref<f32>, index, index, index) {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32> -> memref<f32>, index, index, index, index, index
    return %base_buffer, %c0, %c20, %c1 : memref<f32>, index, index, index
  }
}

