
func.func @types(%a: !gpu.async.token, %b: !gpu.sparse.dntensor_handle, %c: !gpu.sparse.spmat_handle, %d: !gpu.sparse.spgemmop_handle, %e: !gpu.mma_matrix<16x8xsi8, "AOp">) attributes {x = #gpu<dim z>, y = #gpu<shuffle_mode idx>, z = #gpu.address_space<global>, w = #gpu<all_reduce_op maximumf>, v = #gpu<mma_element_wise negatef>, u = #gpu<broadcast specific_lane>} {
  return
}

