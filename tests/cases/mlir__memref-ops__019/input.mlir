
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<5x4xf32, strided<[1, 5], offset: 7>>
  %1 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5 + 7)>>
  %2 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<4x5xf32, affine_map<(d0, d1) -> (7 + d1 + d0 * 5)>>
  return
}
