
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
