module {
  func.func @constant_indices(%arg0: memref<12x32xf32>) -> f32 {
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %0 = memref.load %arg0[%c4, %c10] : memref<12x32xf32>
    return %0 : f32
  }
}

