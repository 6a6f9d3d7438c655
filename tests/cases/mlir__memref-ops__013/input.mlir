
func.func @f(%t: memref<4x?x1xf32, strided<[?, ?, 1]>>) {
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x?x1xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
  return
}
