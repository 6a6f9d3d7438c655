module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32) {
    %0 = nvvm.mma.sp.sync A[%arg1] B[%arg1] C[%arg1, %arg1] sparseMetadata[%arg4] selector[%arg4] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, shape = #nvvm.shape<m = 8, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
    llvm.return
  }
}

