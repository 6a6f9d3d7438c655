
func.func @sparse(%arg0: index, %mem: memref<?xf64>, %idx: memref<?xindex>, %buf: memref<?xi8>) {
  %token0 = gpu.wait async
  %spmat, %token1 = gpu.create_coo async [%token0] %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat2, %token2 = gpu.create_coo_aos async [%token1] %arg0, %arg0, %arg0, %idx, %mem : memref<?xindex>, memref<?xf64>
  %spmat3, %token3 = gpu.create_csc async [%token2] %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat4, %token4 = gpu.create_bsr async [%token3] %arg0, %arg0, %arg0, %arg0, %arg0, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat5, %token5 = gpu.create_2to4_spmat async [%token4] {PRUNE_ONLY} %arg0, %arg0, %mem : memref<?xf64>
  %dn, %token6 = gpu.create_dn_tensor async [%token5] %mem, %arg0, %arg0 : index, index into memref<?xf64>
  %sz, %token7 = gpu.spmv_buffer_size async [%token6] %spmat {TRANSPOSE}, %dn, %dn into f64
  %token8 = gpu.spmv async [%token7] %spmat, %dn, %dn, %buf : memref<?xi8> into f64
  %szs:2, %token9 = gpu.spmm_buffer_size async [%token8] %spmat, %dn {TRANSPOSE}, %dn : index, index into f64
  %token10 = gpu.spmm async [%token9] %spmat, %dn, %dn, %buf, %buf : memref<?xi8>, memref<?xi8> into f64
  %sz2, %token11 = gpu.sddmm_buffer_size async [%token10] %dn, %dn, %spmat into f64
  %token12 = gpu.sddmm async [%token11] %dn {CONJUGATE_TRANSPOSE}, %dn, %spmat, %buf : memref<?xi8> into f64
  %rows, %cols, %nnz, %token13 = gpu.spmat_get_size async [%token12] %spmat
  %token14 = gpu.set_csr_pointers async [%token13] %spmat, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %token15 = gpu.destroy_dn_tensor async [%token14] %dn
  %token16 = gpu.destroy_sp_mat async [%token15] %spmat
  gpu.wait [%token16]
  return
}

