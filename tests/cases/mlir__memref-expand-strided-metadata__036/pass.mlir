module {
  func.func @extract_strided_metadata_of_memory_space_cast(%arg0: memref<20xf32>) -> (memref<f32, 1>, index, index, index) {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<20xf32> -> memref<f32>, index, index, index
    %memspacecast = memref.memory_space_cast %base_buffer : memref<f32> to memref<f32, 1>
    return %memspacecast, %c0, %c20, %c1 : memref<f32, 1>, index, index, index
  }
}

