"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x32xf16, 3>, memref<32x32xf32, 3>, f16) -> (), sym_name = "mma"}> ({
  ^bb0(%arg0: memref<32x32xf16, 3>, %arg1: memref<32x32xf32, 3>, %arg2: f16):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "gpu.subgroup_mma_load_matrix"(%arg0, %0, %0) <{leadDimension = 32 : index}> : (memref<32x32xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
    %2 = "gpu.subgroup_mma_load_matrix"(%arg0, %0, %0) <{leadDimension = 32 : index, transpose}> : (memref<32x32xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "BOp">
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "gpu.subgroup_mma_constant_matrix"(%3) : (f32) -> !gpu.mma_matrix<16x16xf32, "COp">
    %5 = "gpu.subgroup_mma_compute"(%1, %2, %4) <{a_transpose}> : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %6 = "gpu.subgroup_mma_elementwise"(%4, %5) <{opType = #gpu<mma_element_wise addf>}> : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %7 = "gpu.subgroup_mma_extract_thread_local"(%6, %0) : (!gpu.mma_matrix<16x16xf32, "COp">, index) -> f32
    %8 = "gpu.subgroup_mma_insert_thread_local"(%7, %6, %0) : (f32, !gpu.mma_matrix<16x16xf32, "COp">, index) -> !gpu.mma_matrix<16x16xf32, "COp">
    "gpu.subgroup_mma_store_matrix"(%8, %arg1, %0, %0) <{leadDimension = 32 : index}> : (!gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

