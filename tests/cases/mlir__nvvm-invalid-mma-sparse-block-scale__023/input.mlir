
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%d] B[%d] C[%d, %d] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}
