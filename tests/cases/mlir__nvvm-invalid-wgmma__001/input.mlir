
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{results 8, however output struct has 4 elements}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
