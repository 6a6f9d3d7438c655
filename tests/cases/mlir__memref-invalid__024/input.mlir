
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// expected-error@+1 {{slice along dimension 2 runs out-of-bounds: 4 >= 4}}
  %1 = memref.subview %m[3, 4, 2][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
  %2 = memref.subview %m[%i, %i, %i][%i, %i, %i][%i, %i, %i] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %3 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %4 = memref.subview %m[0, 2, 0][8, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1], offset: 8>>
  return
}
