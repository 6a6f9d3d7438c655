
// Huge static offsets and strides over a dynamic layout.
func.func @huge(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[9223372036854775807, %i] [2, 2] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %s : memref<2x2xf32, strided<[?, ?], offset: ?>>
}

