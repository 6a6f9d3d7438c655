#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
module {
  func.func @f(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, %arg3: index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg3, 4, %arg3] : memref<?x?xf32> into memref<?x4x?xf32>
    %expand_shape_0 = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [%arg3, 4, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
    %collapse_shape = memref.collapse_shape %arg2 [[0, 1], [2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<20x6xf32, strided<[6, 1], offset: 3>>
    %collapse_shape_1 = memref.collapse_shape %arg2 [[0, 1, 2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
    %collapse_shape_2 = memref.collapse_shape %arg1 [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
    %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
    %transpose_3 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
    %transpose_4 = memref.transpose %arg0 (d0, d1) -> (d1, d0) {foo} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    memref.prefetch %arg0[%arg3, %arg3], write, locality<0>, instr : memref<?x?xf32>
    %0:2 = memref.alloca_scope  -> (index, index) {
      memref.alloca_scope.return %arg3, %arg3 : index, index
    } {attr = 2 : i64}
    memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg3, %arg0[%arg3, %arg3], %arg3, %arg3 : memref<?x?xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>
    %1 = memref.generic_atomic_rmw %arg0[%arg3, %arg3] : memref<?x?xf32> {
    ^bb0(%arg4: f32):
      memref.atomic_yield %arg4 : f32
    } {y}
    return
  }
}

