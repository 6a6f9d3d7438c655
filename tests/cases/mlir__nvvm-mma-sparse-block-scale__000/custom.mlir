module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: vector<2xf16>, %arg5: vector<2xf16>, %arg6: i32, %arg7: i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
    %0 = nvvm.mma.sp.sync A[%arg0, %arg1, %arg0, %arg1] B[%arg2, %arg3, %arg2, %arg3] C[%arg4, %arg5] sparseMetadata[%arg6] selector[%arg7] {foo = 1 : i64, orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  }
  llvm.func @g(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i32, %arg4: i16) -> !llvm.struct<(f32, f32, f32, f32)> {
    %0 = nvvm.mma.block_scale A[%arg0, %arg0, %arg0, %arg0] B[%arg1, %arg1] C[%arg2, %arg2, %arg2, %arg2] scaleA[%arg3, %arg4, %arg4] scaleB[%arg3, %arg4, %arg4] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1 = nvvm.mma.sp.block_scale A[%arg0, %arg0] B[%arg1, %arg1] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg3] selector[%arg3] scaleA[%arg3, %arg4, %arg4] scaleB[%arg3, %arg4, %arg4] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
  }
}

