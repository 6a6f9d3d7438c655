
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(i floordiv 2, j)>>, %i: index) {
// expected-error@+1 {{base type 'memref<4x5xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %2 = memref.subview %v[0, 0][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)->(i floordiv 2, j)>> to memref<1x1xf32>
  return
}
