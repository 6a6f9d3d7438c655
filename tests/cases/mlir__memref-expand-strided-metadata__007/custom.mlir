module {
  func.func @extract_strided_metadata_of_subview_all_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> (memref<f32>, index, index, index, index, index, index, index) {
    %subview = memref.subview %arg0[%arg1, %arg2, %arg3] [%arg4, %arg5, %arg6] [%arg7, %arg8, %arg9] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %subview : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<f32>, index, index, index, index, index, index, index
  }
}

