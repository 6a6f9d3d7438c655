module {
  func.func @extract_strided_metadata_of_expand_shape_all_static(%arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c40 = arith.constant 40 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<30x4xi16> -> memref<i16>, index, index, index, index, index
    return %base_buffer, %c0, %c3, %c5, %c2, %c2, %c2, %c40, %c8, %c4, %c2, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  }
}

