module {
  func.func @f1() -> f32 {
    %alloca = memref.alloca() : memref<f32>
    %0 = memref.load %alloca[] : memref<f32>
    return %0 : f32
  }
  func.func @f2(%arg0: index) -> index {
    %alloca = memref.alloca() : memref<1xindex>
    %c0 = arith.constant 0 : index
    memref.store %arg0, %alloca[%c0] : memref<1xindex>
    %0 = memref.load %alloca[%c0] : memref<1xindex>
    return %0 : index
  }
}

