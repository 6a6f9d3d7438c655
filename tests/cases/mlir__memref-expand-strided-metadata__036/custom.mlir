module {
  func.func @extract_strided_metadata_of_memory_space_cast(%arg0: memref<20xf32>) -> (memref<f32, 1>, index, index, index) {
    %memspacecast = memref.memory_space_cast %arg0 : memref<20xf32> to memref<20xf32, 1>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %memspacecast : memref<20xf32, 1> -> memref<f32, 1>, index, index, index
    return %base_buffer, %offset, %sizes, %strides : memref<f32, 1>, index, index, index
  }
}

