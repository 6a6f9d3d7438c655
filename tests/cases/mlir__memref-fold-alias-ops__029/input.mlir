
// Affine accesses are not this pass's (mlir-opt 22 has
// affine-fold-memref-alias-ops for them).
func.func @affine_left(%m: memref<8x8xf32>, %i: index) -> f32 {
  %s = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %v = affine.load %s[0, 1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  %w = memref.load %s[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

