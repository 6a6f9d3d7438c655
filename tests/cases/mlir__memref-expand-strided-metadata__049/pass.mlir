module {
  func.func @space(%arg0: memref<?x4xf32>) -> (memref<f32, 2>, index) {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
    %memspacecast = memref.memory_space_cast %base_buffer : memref<f32> to memref<f32, 2>
    return %memspacecast, %sizes#0 : memref<f32, 2>, index
  }
  func.func @space_no_base(%arg0: memref<?x4xf32>) -> index {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
    return %sizes#0 : index
  }
}

