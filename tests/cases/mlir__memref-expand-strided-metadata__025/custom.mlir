module {
  func.func @extract_strided_metadata_of_collapse(%arg0: memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index) {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3], [4, 5]] : memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %collapse_shape : memref<?x?x42xi32> -> memref<i32>, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<i32>, index, index, index, index, index, index, index
  }
}

