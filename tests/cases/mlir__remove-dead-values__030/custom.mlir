module {
  func.func @mem(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
    %alloc = memref.alloc() : memref<4xf32>
    %alloca = memref.alloca() : memref<4xf32>
    %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
    %inserted = tensor.insert %extracted into %arg0[%arg1] : tensor<4xf32>
    %0 = memref.load %alloc[%arg1] : memref<4xf32>
    memref.dealloc %alloc : memref<4xf32>
    return %extracted : f32
  }
}

