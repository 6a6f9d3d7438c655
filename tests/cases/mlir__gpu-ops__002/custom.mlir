module {
  func.func @mma(%arg0: memref<32x32xf16, 3>, %arg1: memref<32x32xf32, 3>, %arg2: f16) {
    %c16 = arith.constant 16 : index
    %0 = gpu.subgroup_mma_load_matrix %arg0[%c16, %c16] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %1 = gpu.subgroup_mma_load_matrix %arg0[%c16, %c16] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %cst = arith.constant 1.000000e+00 : f32
    %2 = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    %3 = gpu.subgroup_mma_compute %0, %1, %2 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %4 = gpu.subgroup_mma_elementwise  addf %2, %3 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %5 = gpu.subgroup_mma_extract_thread_local %4[%c16] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
    %6 = gpu.subgroup_mma_insert_thread_local %5, %4[%c16] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %6, %arg1[%c16, %c16] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
    return
  }
}

