module {
  func.func @space(%arg0: memref<?x4xf32>) -> (memref<f32, 2>, index) {
    %memspacecast = memref.memory_space_cast %arg0 : memref<?x4xf32> to memref<?x4xf32, 2>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %memspacecast : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
    return %base_buffer, %sizes#0 : memref<f32, 2>, index
  }
  func.func @space_no_base(%arg0: memref<?x4xf32>) -> index {
    %memspacecast = memref.memory_space_cast %arg0 : memref<?x4xf32> to memref<?x4xf32, 2>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %memspacecast : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
    return %sizes#0 : index
  }
}

