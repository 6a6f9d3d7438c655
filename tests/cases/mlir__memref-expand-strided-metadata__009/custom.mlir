module {
  func.func @extract_strided_metadata_of_expand_shape_all_static(%arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [3, 5, 2, 2, 2] : memref<30x4xi16> into memref<3x5x2x2x2xi16>
    %base_buffer, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x2x2xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  }
}

