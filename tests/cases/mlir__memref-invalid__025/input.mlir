
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result element type to be 'f32', but got 'memref<16x4xi32>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xi32>
  return
}
