
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{invalid shape or multiplicand type: b1}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
