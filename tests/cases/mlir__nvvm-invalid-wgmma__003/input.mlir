
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{given layouts layout_a = col and layout_b = col for input types e4m3 and e5m2 requires transpose. However, this is only supported for: f16 and bf16}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <neg>, <col>], B[<e5m2>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
