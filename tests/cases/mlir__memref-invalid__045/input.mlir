
func.func @f(%m: memref<?x?xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %t: memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %s [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %2 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>> into memref<20x6xf32, strided<[6, 1], offset: 3>>
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  %4 = memref.collapse_shape %s [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  %5 = memref.transpose %s (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %6 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return
}
