
module {
  func.func @h(%m: memref<4xf32>, %i: index) {
    %c = arith.constant 1.0 : f32
    memref.store %c, %m[%i] : memref<4xf32>
    return
  }
}
