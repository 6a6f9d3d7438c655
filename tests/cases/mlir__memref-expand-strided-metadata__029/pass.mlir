module {
  func.func @extract_strided_metadata_of_reinterpret_cast_unranked(%arg0: memref<*xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (memref<i32>, index, index, index, index, index) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, %arg3], strides: [%arg4, %arg5] : memref<*xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
  }
}

