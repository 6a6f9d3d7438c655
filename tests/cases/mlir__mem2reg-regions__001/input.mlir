
module {
  func.func @f1() -> f32 {
    %a = memref.alloca() : memref<f32>
    %l = memref.load %a[] : memref<f32>
    return %l : f32
  }
  func.func @f2(%x: index) -> index {
    %a = memref.alloca() : memref<1xindex>
    %c0 = arith.constant 0 : index
    memref.store %x, %a[%c0] : memref<1xindex>
    %l = memref.load %a[%c0] : memref<1xindex>
    return %l : index
  }
}

