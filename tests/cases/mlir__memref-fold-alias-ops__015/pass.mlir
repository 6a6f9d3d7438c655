module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_with_constant_access_index(%arg0: memref<1024x1024xf32>, %arg1: memref<1xf32>, %arg2: index) -> f32 {
    %c0 = arith.constant 0 : index
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 1024 {
        affine.for %arg5 = 0 to 1020 {
          affine.for %arg6 = 0 to 1 {
            %1 = affine.linearize_index disjoint [%arg3, %c0] by (1, 1024) : index
            %2 = affine.linearize_index disjoint [%arg5, %arg6] by (1024, 1) : index
            %3 = memref.load %arg0[%1, %2] : memref<1024x1024xf32>
            memref.store %3, %arg1[%arg2] : memref<1xf32>
          }
        }
      }
    }
    %0 = memref.load %arg1[%arg2] : memref<1xf32>
    return %0 : f32
  }
}

