module {
  func.func @f(%arg0: memref<f32>, %arg1: memref<4xf32>) {
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
    %base_buffer_0, %offset_1, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
    "test.use"(%offset, %strides) : (index, index) -> ()
    return
  }
}

