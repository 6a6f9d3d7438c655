"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf64>, memref<?xindex>, memref<?xi8>) -> (), sym_name = "sparse"}> ({
  ^bb0(%arg0: index, %arg1: memref<?xf64>, %arg2: memref<?xindex>, %arg3: memref<?xi8>):
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1:2 = "gpu.create_coo"(%0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %2:2 = "gpu.create_coo_aos"(%1#1, %arg0, %arg0, %arg0, %arg2, %arg1) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %3:2 = "gpu.create_csc"(%2#1, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %4:2 = "gpu.create_bsr"(%3#1, %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1) : (!gpu.async.token, index, index, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %5:2 = "gpu.create_2to4_spmat"(%4#1, %arg0, %arg0, %arg1) <{pruneFlag = #gpu<prune_2to4_spmat_flag PRUNE_ONLY>}> : (!gpu.async.token, index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %6:2 = "gpu.create_dn_tensor"(%5#1, %arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (!gpu.async.token, memref<?xf64>, index, index) -> (!gpu.sparse.dntensor_handle, !gpu.async.token)
    %7:2 = "gpu.spmv_buffer_size"(%6#1, %1#0, %6#0, %6#0) <{computeType = f64, modeA = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
    %8 = "gpu.spmv"(%7#1, %1#0, %6#0, %6#0, %arg3) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>) -> !gpu.async.token
    %9:3 = "gpu.spmm_buffer_size"(%8, %1#0, %6#0, %6#0) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode TRANSPOSE>, resultSegmentSizes = array<i32: 2, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index, !gpu.async.token)
    %10 = "gpu.spmm"(%9#2, %1#0, %6#0, %6#0, %arg3, %arg3) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 2>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>, memref<?xi8>) -> !gpu.async.token
    %11:2 = "gpu.sddmm_buffer_size"(%10, %6#0, %6#0, %1#0) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle) -> (index, !gpu.async.token)
    %12 = "gpu.sddmm"(%11#1, %6#0, %6#0, %1#0, %arg3) <{computeType = f64, modeA = #gpu<mat_transpose_mode CONJUGATE_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xi8>) -> !gpu.async.token
    %13:4 = "gpu.spmat_get_size"(%12, %1#0) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> (index, index, index, !gpu.async.token)
    %14 = "gpu.set_csr_pointers"(%13#3, %1#0, %arg2, %arg2, %arg1) : (!gpu.async.token, !gpu.sparse.spmat_handle, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.async.token
    %15 = "gpu.destroy_dn_tensor"(%14, %6#0) : (!gpu.async.token, !gpu.sparse.dntensor_handle) -> !gpu.async.token
    %16 = "gpu.destroy_sp_mat"(%15, %1#0) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> !gpu.async.token
    "gpu.wait"(%16) : (!gpu.async.token) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

