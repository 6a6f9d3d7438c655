
llvm.func @g(%a0: vector<2xf16>, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = "nvvm.mma.block_scale"(%a0, %a0, %a0, %a0, %b0, %b0, %c0, %c0, %c0, %c0, %s, %i, %i, %s, %i, %i) <{blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, operandSegmentSizes = array<i32: 4, 2, 4, 1, 1, 1, 1, 1, 1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
