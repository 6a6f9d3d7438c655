module {
  memref.global "private" @g : memref<f32> = dense<1.000000e+00>
  func.func @others(%arg0: memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index) {
    %0 = memref.get_global @g : memref<f32>
    %base_buffer, %offset = memref.extract_strided_metadata %0 : memref<f32> -> memref<f32>, index
    %assume_align = memref.assume_alignment %arg0, 64 : memref<4x?xf32>
    %base_buffer_0, %offset_1, %sizes:2, %strides:2 = memref.extract_strided_metadata %assume_align : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    %base_buffer_2, %offset_3 = memref.extract_strided_metadata %base_buffer_0 : memref<f32> -> memref<f32>, index
    return %base_buffer, %offset, %base_buffer_2, %offset_3, %sizes#1, %strides#0 : memref<f32>, index, memref<f32>, index, index, index
  }
}

