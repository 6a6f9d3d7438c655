
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{`satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
