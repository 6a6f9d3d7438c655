
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(j * 3 + 2 + i * 4 + i * 2)>>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x1xf32, strided<[6, 3], offset: 11>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x1xf32>'}}
  %2 = memref.subview %v[1, 1][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)->(j * 3 + 2 + i * 4 + i * 2)>> to memref<1x1xf32>
  return
}
