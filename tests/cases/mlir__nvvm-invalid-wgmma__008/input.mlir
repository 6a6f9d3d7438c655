
llvm.func @f(%a : i64, %b : i64, %c : !llvm.struct<(f32, f32, f32, i32)>) {
  // expected-error @below {{all elements in struct must be same type but there is 'i32'}}
  %r = nvvm.wgmma.mma_async %a, %b, %c, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, i32)> -> !llvm.struct<(f32, f32, f32, i32)>
  llvm.return
}
