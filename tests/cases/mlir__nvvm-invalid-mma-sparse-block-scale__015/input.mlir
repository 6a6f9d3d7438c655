
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
