module {
  func.func @extract_strided_metadata_of_subview_with_dynamic_size(%arg0: memref<8x16x24xf32>, %arg1: index) -> (memref<f32>, index, index, index, index, index, index, index) {
    %c1250 = arith.constant 1250 : index
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %c384 = arith.constant 384 : index
    %c24 = arith.constant 24 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x24xf32> -> memref<f32>, index, index, index, index, index, index, index
    return %base_buffer, %c1250, %arg1, %c6, %c3, %c384, %c24, %c1 : memref<f32>, index, index, index, index, index, index, index
  }
}

