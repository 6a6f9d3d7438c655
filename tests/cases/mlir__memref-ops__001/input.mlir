
func.func @f(%m: memref<?x?xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %t: memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %s [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  %2 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<20x6xf32, strided<[6, 1], offset: 3>>
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  %4 = memref.collapse_shape %s [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %5 = memref.transpose %s (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %6 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %7 = memref.transpose %m (i, j) -> (j, i) {foo} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<?x?xf32>
  %8:2 = memref.alloca_scope -> (index, index) {
    memref.alloca_scope.return %i, %i : index, index
  } {attr = 2}
  memref.dma_start %m[%i, %i], %s[%i, %i], %i, %m[%i, %i], %i, %i : memref<?x?xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>
  %9 = memref.generic_atomic_rmw %m[%i, %i] : memref<?x?xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  } {y}
  return
}
