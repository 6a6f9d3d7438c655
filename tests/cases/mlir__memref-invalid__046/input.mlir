
func.func @f(%t: memref<4x5x6xf32, strided<[60, 7, 1], offset: 3>>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[60, 7, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  return
}
