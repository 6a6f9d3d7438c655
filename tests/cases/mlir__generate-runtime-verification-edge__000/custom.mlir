module {
  func.func @constant_indices(%arg0: memref<4x8xf32>, %arg1: tensor<?x3xf32>, %arg2: index) -> (f32, f32) {
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c2 = arith.constant 2 : index
    %0 = memref.load %arg0[%c1, %c2] : memref<4x8xf32>
    %1 = memref.load %arg0[%c1, %c9] : memref<4x8xf32>
    memref.store %0, %arg0[%arg2, %c2] : memref<4x8xf32>
    %extracted = tensor.extract %arg1[%c1, %c2] : tensor<?x3xf32>
    %extracted_0 = tensor.extract %arg1[%arg2, %arg2] : tensor<?x3xf32>
    return %0, %extracted : f32, f32
  }
}

