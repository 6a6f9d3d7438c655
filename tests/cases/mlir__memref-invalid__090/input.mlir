
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)[s0]->(i * s0 + j * 3 + 2 + i * 4)>>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x1xf32, strided<[?, 3], offset: 2>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x1xf32>'}}
  %2 = memref.subview %v[0, 0][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)[s0]->(i * s0 + j * 3 + 2 + i * 4)>> to memref<1x1xf32>
  return
}
