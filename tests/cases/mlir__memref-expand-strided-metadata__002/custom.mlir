module {
  func.func @extract_strided_metadata_of_subview(%arg0: memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index) {
    %subview = memref.subview %arg0[0, 2] [2, 2] [1, 1] : memref<5x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<2x2xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
  }
}

