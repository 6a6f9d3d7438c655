module {
  func.func @metadata(%arg0: memref<?x4xf32, strided<[4, 1], offset: 2>>, %arg1: memref<8xf32>) -> (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
    %cast = memref.cast %arg1 : memref<8xf32> to memref<?xf32>
    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %cast : memref<?xf32> -> memref<f32>, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%sizes_2, %strides_3, %base_buffer_0, %offset_1) : (index, index, memref<f32>, index) -> ()
    return %offset, %sizes#0, %sizes#1, %reinterpret_cast : index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>
  }
}

