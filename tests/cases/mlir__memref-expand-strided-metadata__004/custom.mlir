module {
  func.func @extract_strided_metadata_of_rank_reduced_subview(%arg0: memref<8x16x24xf32>) -> (memref<f32>, index, index, index, index, index) {
    %subview = memref.subview %arg0[3, 4, 2] [1, 6, 3] [1, 1, 1] : memref<8x16x24xf32> to memref<6x3xf32, strided<[24, 1], offset: 1250>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<6x3xf32, strided<[24, 1], offset: 1250>> -> memref<f32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
  }
}

