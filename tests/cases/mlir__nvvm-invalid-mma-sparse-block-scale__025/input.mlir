
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %r = nvvm.mma.sp.sync A[%i] B[%i] C[%i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
