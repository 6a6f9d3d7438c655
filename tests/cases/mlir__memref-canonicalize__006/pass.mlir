module {
  func.func @metadata(%arg0: memref<?x4xf32, strided<[4, 1], offset: 2>>, %arg1: memref<8xf32>) -> (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<8xf32> -> memref<f32>, index, index, index
    %cast = memref.cast %arg0 : memref<?x4xf32, strided<[4, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%c8, %c1, %base_buffer_0, %c0) : (index, index, memref<f32>, index) -> ()
    return %c2, %sizes#0, %c4, %cast : index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>
  }
}

