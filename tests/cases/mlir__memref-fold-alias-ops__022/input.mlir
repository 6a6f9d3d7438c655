
// rmlir's own cases.
// Constant indices through a subview with static offsets and strides.
func.func @constant_indices(%m: memref<12x32xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[2, 4] [4, 4] [2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: 68>>
  %v = memref.load %s[%c1, %c2] : memref<4x4xf32, strided<[64, 3], offset: 68>>
  return %v : f32
}

