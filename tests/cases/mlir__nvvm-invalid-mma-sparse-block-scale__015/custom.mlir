module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32) {
    %0 = nvvm.mma.sp.sync A[%arg1, %arg1] B[%arg1, %arg1] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg4] selector[%arg4] {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}

