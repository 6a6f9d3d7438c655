module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg0[%c0] : memref<?xf32>
    %1 = memref.load %arg0[%arg1] : memref<?xf32>
    %2 = arith.addf %0, %1 : f32
    return %2 : f32
  }
  func.func @g(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
    %dim = tensor.dim %arg0, %arg1 : tensor<?xf32>
    %extracted = tensor.extract %arg0[%dim] : tensor<?xf32>
    return %extracted : f32
  }
}

