#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:40)
#loc4 = loc("input.mlir":2:73)
#loc5 = loc("input.mlir":2:103)
#loc6 = loc("input.mlir":2:136)
"builtin.module"() ({
  "func.func"() <{function_type = (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spgemmop_handle, !gpu.mma_matrix<16x8xsi8, "AOp">) -> (), sym_name = "types"}> ({
  ^bb0(%arg0: !gpu.async.token loc("input.mlir":2:18), %arg1: !gpu.sparse.dntensor_handle loc("input.mlir":2:40), %arg2: !gpu.sparse.spmat_handle loc("input.mlir":2:73), %arg3: !gpu.sparse.spgemmop_handle loc("input.mlir":2:103), %arg4: !gpu.mma_matrix<16x8xsi8, "AOp"> loc("input.mlir":2:136)):
    "func.return"() : () -> () loc(#loc7)
  }) {u = #gpu<broadcast specific_lane>, v = #gpu<mma_element_wise negatef>, w = #gpu<all_reduce_op maximumf>, x = #gpu<dim z>, y = #gpu<shuffle_mode idx>, z = #gpu.address_space<global>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:3)

