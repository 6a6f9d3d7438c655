#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_when_access_index_is_an_expression(%arg0: memref<1024x1024xf32>, %arg1: memref<1xf32>, %arg2: index) -> f32 {
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 1024 {
        affine.for %arg5 = 0 to 1020 {
          affine.for %arg6 = 0 to 1 {
            %1 = affine.apply #map(%arg3, %arg4)
            %2 = affine.linearize_index disjoint [%arg3, %1] by (1, 1024) : index
            %3 = affine.linearize_index disjoint [%arg5, %arg6] by (1024, 1) : index
            %4 = affine.load %arg0[%2, %3] : memref<1024x1024xf32>
            affine.store %4, %arg1[%arg2] : memref<1xf32>
          }
        }
      }
    }
    %0 = affine.load %arg1[%arg2] : memref<1xf32>
    return %0 : f32
  }
}

