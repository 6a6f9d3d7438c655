
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<16x4xf32, 2>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, 2>
  return
}
