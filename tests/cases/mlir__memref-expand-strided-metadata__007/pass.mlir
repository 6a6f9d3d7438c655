#map = affine_map<()[s0, s1] -> (s0 * s1)>
#map1 = affine_map<()[s0, s1, s2, s3, s4, s5, s6] -> (s0 + s1 * s2 + s3 * s4 + s5 * s6)>
module {
  func.func @extract_strided_metadata_of_subview_all_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> (memref<f32>, index, index, index, index, index, index, index) {
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
    %0 = affine.apply #map()[%arg7, %strides#0]
    %1 = affine.apply #map()[%arg8, %strides#1]
    %2 = affine.apply #map()[%arg9, %strides#2]
    %3 = affine.apply #map1()[%offset, %arg1, %strides#0, %arg2, %strides#1, %arg3, %strides#2]
    return %base_buffer, %3, %arg4, %arg5, %arg6, %0, %1, %2 : memref<f32>, index, index, index, index, index, index, index
  }
}

