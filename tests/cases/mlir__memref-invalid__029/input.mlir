
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<16x4xf32, strided<[4, 2]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 2]>>
  return
}
