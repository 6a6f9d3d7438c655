module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {
    %0 = nvvm.mma.sp.sync A[%arg0, %arg0] B[%arg0, %arg0] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    llvm.return
  }
}

