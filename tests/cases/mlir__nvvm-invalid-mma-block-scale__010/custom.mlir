module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i32, %arg4: i16) {
    %0 = nvvm.mma.sp.block_scale A[%arg0, %arg0] B[%arg1, %arg1] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg3] selector[%arg3] scaleA[%arg3, %arg4, %arg4] scaleB[%arg3, %arg4, %arg4] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}

