module {
  func.func @slices(%arg0: tensor<8x?xf32>, %arg1: memref<8x?xf32>, %arg2: index, %arg3: index) {
    %extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>
    %extracted_slice_0 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>
    %subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
    %subview_2 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
    %0 = scf.execute_region -> index {
      scf.yield %arg2 : index
    }
    return
  }
}

