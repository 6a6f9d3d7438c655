// RUN: mlir-opt %s -split-input-file
llvm.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %sel: i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %d = nvvm.mma.sp.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1, %b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>, foo = 1} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %d : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}
llvm.func @g(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) -> !llvm.struct<(f32, f32, f32, f32)> {
  %d = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %e = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %d : !llvm.struct<(f32, f32, f32, f32)>
}
