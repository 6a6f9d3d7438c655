
// Huge offsets and strides with constant indices.
func.func @huge(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[9223372036854775807, 4611686018427387904] [4, 4] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %s[%c3, %c3] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

