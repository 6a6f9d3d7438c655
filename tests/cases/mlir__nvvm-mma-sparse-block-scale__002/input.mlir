
llvm.func @f(%a0: vector<2xf16>, %c0: f32, %meta: i32) {
  %d = nvvm.mma.sp.sync A[%a0, %a0, %a0, %a0] B[%a0, %a0, %a0, %a0] C[%c0, %c0, %c0, %c0] sparseMetadata[%meta] selector[%meta] {multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
