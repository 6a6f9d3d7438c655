"builtin.module"() ({
  "func.func"() <{function_type = (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spgemmop_handle, !gpu.mma_matrix<16x8xsi8, "AOp">) -> (), sym_name = "types"}> ({
  ^bb0(%arg0: !gpu.async.token, %arg1: !gpu.sparse.dntensor_handle, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.sparse.spgemmop_handle, %arg4: !gpu.mma_matrix<16x8xsi8, "AOp">):
    "func.return"() : () -> ()
  }) {u = #gpu<broadcast specific_lane>, v = #gpu<mma_element_wise negatef>, w = #gpu<all_reduce_op maximumf>, x = #gpu<dim z>, y = #gpu<shuffle_mode idx>, z = #gpu.address_space<global>} : () -> ()
}) : () -> ()

