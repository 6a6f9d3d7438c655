module {
  func.func @allocs(%arg0: index) -> (index, index, memref<f32>, index, index) {
    %alloc = memref.alloc(%arg0) : memref<?xf32>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
    %alloca = memref.alloca() : memref<3x5xf32>
    %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %alloca : memref<3x5xf32> -> memref<f32>, index, index, index, index, index
    return %sizes, %strides, %base_buffer_0, %sizes_2#1, %strides_3#0 : index, index, memref<f32>, index, index
  }
}

