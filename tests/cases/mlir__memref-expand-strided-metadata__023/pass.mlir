module {
  func.func @simplify_collapse_with_dim_of_size1_and_non_1_stride(%arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xi32, strided<[2, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [2] : memref<i32> to memref<1xi32, strided<[2], offset: ?>>
    return %reinterpret_cast : memref<1xi32, strided<[2], offset: ?>>
  }
}

