
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{given layouts layout_a = row and layout_b = row for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
