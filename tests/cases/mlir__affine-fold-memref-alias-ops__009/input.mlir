
func.func @fold_expand_shape_dynamic_dim(%arg0: i64, %arg1: memref<*xf16>) {
  %c2 = arith.constant 2 : index
  %cast = memref.cast %arg1 : memref<*xf16> to memref<1x8x?x128xf16>
  %dim = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
  %dim_0 = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
  %expand_shape = memref.expand_shape %cast [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %dim_0, 128] : memref<1x8x?x128xf16> into memref<1x8x1x?x128xf16>
  %0 = arith.index_cast %arg0 : i64 to index
  %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<1x8x4x?x128xf16>
  affine.for %arg2 = 0 to 8 {
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to %0 {
        affine.for %arg5 = 0 to 128 {
          %2 = affine.load %expand_shape[0, %arg2, 0, %arg4 mod symbol(%dim), %arg5] : memref<1x8x1x?x128xf16>
          affine.store %2, %alloc[0, %arg2, %arg3, %arg4, %arg5] : memref<1x8x4x?x128xf16>
        }
      }
    }
  }
  return
}

