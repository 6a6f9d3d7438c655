
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<1x1x16x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x1x16x4xf32>
  return
}
