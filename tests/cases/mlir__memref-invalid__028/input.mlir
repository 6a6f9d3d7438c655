
func.func @f(%m: memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>, %i: index) {
// expected-error@+1 {{base type 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>' is not strided}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>> to memref<16x4xf32>
  return
}
