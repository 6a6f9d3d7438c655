
// Chains of views, in loops.
func.func @chain(%m: memref<64x64xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.subview %m[%i, 8] [16, 32] [2, 1] : memref<64x64xf32> to memref<16x32xf32, strided<[128, 1], offset: ?>>
    %t = memref.subview %s[1, %i] [4, 4] [1, 1] : memref<16x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
    affine.for %j = 0 to 4 {
      %v = memref.load %t[%j, %j] : memref<4x4xf32, strided<[128, 1], offset: ?>>
      %w = arith.addf %v, %x : f32
      memref.store %w, %t[%c1, %j] : memref<4x4xf32, strided<[128, 1], offset: ?>>
    }
  }
  return
}

