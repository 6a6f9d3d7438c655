
llvm.func @f(%a0: vector<2xf16>, %c0: f32, %meta: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32}}
  %d = nvvm.mma.sp.sync A[%meta] B[%a0] C[%c0] sparseMetadata[%meta] selector[%meta] {multiplicandAPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %e = nvvm.mma.sp.sync A[%a0] B[%meta] C[%c0] sparseMetadata[%meta] selector[%meta] {multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.block_scale A[%meta] B[%a0] C[%c0] scaleA[%meta, %i, %i] scaleB[%meta, %i, %i] {multiplicandAPtxType = #nvvm.mma_type<e2m1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %x = nvvm.mma.sync A[%meta] B[%a0] C[%c0] {multiplicandAPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %y = nvvm.mma.sync A[%a0] B[%meta] C[%c0] {multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
