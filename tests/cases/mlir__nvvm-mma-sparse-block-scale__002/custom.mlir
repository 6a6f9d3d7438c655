module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: f32, %arg2: i32) {
    %0 = nvvm.mma.sp.sync A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0, %arg0, %arg0] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}

