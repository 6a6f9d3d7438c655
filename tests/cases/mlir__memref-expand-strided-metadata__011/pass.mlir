module {
  func.func @extract_strided_metadata_of_expand_shape_all_static_0_rank(%arg0: memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i16, strided<[], offset: ?>> -> memref<i16>, index
    return %base_buffer, %offset, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  }
}

