module {
  func.func @extract_strided_metadata_of_expand_shape_all_static_0_rank(%arg0: memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
    %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1, 1, 1, 1] : memref<i16, strided<[], offset: ?>> into memref<1x1x1x1x1xi16, strided<[1, 1, 1, 1, 1], offset: ?>>
    %base_buffer, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<1x1x1x1x1xi16, strided<[1, 1, 1, 1, 1], offset: ?>> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  }
}

