module {
  func.func @expand_zero_static(%arg0: memref<0xf32>) -> (index, index, index, index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, 0, 3] : memref<0xf32> into memref<2x0x3xf32>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %expand_shape : memref<2x0x3xf32> -> memref<f32>, index, index, index, index, index, index, index
    return %sizes#1, %strides#0, %strides#1, %strides#2 : index, index, index, index
  }
}

