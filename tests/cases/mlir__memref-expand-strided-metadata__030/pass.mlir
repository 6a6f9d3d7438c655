module {
  func.func @extract_strided_metadata_of_reinterpret_cast_rank0(%arg0: memref<i32, strided<[], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (memref<i32>, index, index, index, index, index) {
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i32, strided<[], offset: ?>> -> memref<i32>, index
    return %base_buffer, %arg1, %arg2, %arg3, %arg4, %arg5 : memref<i32>, index, index, index, index, index
  }
}

