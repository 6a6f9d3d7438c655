module {
  func.func @simplify_collapse_with_dim_of_size1(%arg0: memref<3x1xf32, strided<[2, 1]>>, %arg1: memref<3xf32>) {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x1xf32, strided<[2, 1]>> -> memref<f32>, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3], strides: [2] : memref<f32> to memref<3xf32, strided<[2]>>
    memref.copy %reinterpret_cast, %arg1 : memref<3xf32, strided<[2]>> to memref<3xf32>
    return
  }
}

