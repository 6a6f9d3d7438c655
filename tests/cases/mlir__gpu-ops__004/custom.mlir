module {
  func.func @types(%arg0: !gpu.async.token, %arg1: !gpu.sparse.dntensor_handle, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.sparse.spgemmop_handle, %arg4: !gpu.mma_matrix<16x8xsi8, "AOp">) attributes {u = #gpu<broadcast specific_lane>, v = #gpu<mma_element_wise negatef>, w = #gpu<all_reduce_op maximumf>, x = #gpu<dim z>, y = #gpu<shuffle_mode idx>, z = #gpu.address_space<global>} {
    return
  }
}

