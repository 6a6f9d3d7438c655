module {
  func.func @fold_dynamic_subview_with_memref_store_expand_shape(%arg0: memref<16x?xf32, strided<[16, 1]>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = affine.linearize_index disjoint [%c0, %arg1] by (1, 16) : index
    %1 = affine.linearize_index disjoint [%arg2, %c0] by (%arg3, 1) : index
    memref.store %cst, %arg0[%0, %1] {nontemporal = true} : memref<16x?xf32, strided<[16, 1]>>
    return
  }
}

