#map = affine_map<(d0)[s0] -> (d0 mod s0)>
module {
  func.func @fold_expand_shape_dynamic_dim(%arg0: i64, %arg1: memref<*xf16>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg1 : memref<*xf16> to memref<1x8x?x128xf16>
    %dim = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
    %dim_0 = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
    %0 = arith.index_cast %arg0 : i64 to index
    %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<1x8x4x?x128xf16>
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 4 {
        affine.for %arg4 = 0 to %0 {
          affine.for %arg5 = 0 to 128 {
            %1 = affine.apply #map(%arg4)[%dim]
            %2 = affine.linearize_index disjoint [%c0, %1] by (1, %dim_0) : index
            %3 = affine.load %cast[%c0, %arg2, %2, %arg5] : memref<1x8x?x128xf16>
            affine.store %3, %alloc[0, %arg2, %arg3, %arg4, %arg5] : memref<1x8x4x?x128xf16>
          }
        }
      }
    }
    return
  }
}

