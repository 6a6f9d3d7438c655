
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{has input type tf32 n is set to 12, it is not supported.}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 12, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
