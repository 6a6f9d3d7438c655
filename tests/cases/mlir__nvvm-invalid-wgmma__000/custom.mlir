module {
  llvm.func @ok(%arg0: i64, %arg1: i64, %arg2: !llvm.struct<(f32, f32, f32, f32)>) {
    %0 = nvvm.wgmma.mma_async %arg0, %arg1, %arg2, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}

