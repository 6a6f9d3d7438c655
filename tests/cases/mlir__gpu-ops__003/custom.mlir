module {
  func.func @sparse(%arg0: index, %arg1: memref<?xf64>, %arg2: memref<?xindex>, %arg3: memref<?xi8>) {
    %0 = gpu.wait async
    %spmat, %asyncToken = gpu.create_coo async [%0] %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_0, %asyncToken_1 = gpu.create_coo_aos async [%asyncToken] %arg0, %arg0, %arg0, %arg2, %arg1 : memref<?xindex>, memref<?xf64>
    %spmat_2, %asyncToken_3 = gpu.create_csc async [%asyncToken_1] %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_4, %asyncToken_5 = gpu.create_bsr async [%asyncToken_3] %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spMat, %asyncToken_6 = gpu.create_2to4_spmat async [%asyncToken_5]{ PRUNE_ONLY} %arg0, %arg0, %arg1 : memref<?xf64>
    %dnTensor, %asyncToken_7 = gpu.create_dn_tensor async [%asyncToken_6] %arg1, %arg0, %arg0 : index, index into memref<?xf64>
    %bufferSz, %asyncToken_8 = gpu.spmv_buffer_size async [%asyncToken_7] %spmat{ TRANSPOSE}, %dnTensor, %dnTensor into f64
    %1 = gpu.spmv async [%asyncToken_8] %spmat, %dnTensor, %dnTensor, %arg3 : memref<?xi8> into f64
    %bufferSzs:2, %asyncToken_9 = gpu.spmm_buffer_size async [%1] %spmat, %dnTensor{ TRANSPOSE}, %dnTensor : index, index into f64
    %2 = gpu.spmm async [%asyncToken_9] %spmat, %dnTensor, %dnTensor, %arg3, %arg3 : memref<?xi8>, memref<?xi8> into f64
    %bufferSz_10, %asyncToken_11 = gpu.sddmm_buffer_size async [%2] %dnTensor, %dnTensor, %spmat into f64
    %3 = gpu.sddmm async [%asyncToken_11] %dnTensor{ CONJUGATE_TRANSPOSE}, %dnTensor, %spmat, %arg3 : memref<?xi8> into f64
    %rows, %cols, %nnz, %asyncToken_12 = gpu.spmat_get_size async [%3] %spmat
    %4 = gpu.set_csr_pointers async [%asyncToken_12] %spmat, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %5 = gpu.destroy_dn_tensor async [%4] %dnTensor
    %6 = gpu.destroy_sp_mat async [%5] %spmat
    gpu.wait [%6]
    return
  }
}

