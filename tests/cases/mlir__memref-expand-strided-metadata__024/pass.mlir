module {
  func.func @simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> {
    %base_buffer, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %arg0 : memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [6, 1], strides: [%strides#1, %strides#2] : memref<i32> to memref<6x1xi32, strided<[?, ?], offset: ?>>
    return %reinterpret_cast : memref<6x1xi32, strided<[?, ?], offset: ?>>
  }
}

