module {
  func.func @extract_strided_metadata_of_collapse_shape(%arg0: memref<5x4xf32>) -> (memref<f32>, index, index, index) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<5x4xf32> into memref<20xf32>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %collapse_shape : memref<20xf32> -> memref<f32>, index, index, index
    return %base_buffer, %offset, %sizes, %strides : memref<f32>, index, index, index
  }
}

