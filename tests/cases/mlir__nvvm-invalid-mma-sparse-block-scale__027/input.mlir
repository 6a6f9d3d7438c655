
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <32, 8, 16>}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
