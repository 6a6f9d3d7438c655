module {
  func.func @h(%arg0: memref<4xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    memref.store %cst, %arg0[%arg1] : memref<4xf32>
    return
  }
}

