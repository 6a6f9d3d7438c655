module {
  memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[420, 1]>> = dense<42>
  func.func @extract_strided_metadata_of_get_global_with_strides() -> (memref<i32>, index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %c420 = arith.constant 420 : index
    %c384 = arith.constant 384 : index
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @const_i32 : memref<512x384xi32, strided<[420, 1]>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<512x384xi32, strided<[420, 1]>> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %c0, %c512, %c384, %c420, %c1 : memref<i32>, index, index, index, index, index
  }
}

