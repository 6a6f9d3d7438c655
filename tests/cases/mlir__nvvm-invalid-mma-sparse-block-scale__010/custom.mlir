module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32) {
    %0 = nvvm.mma.sp.sync A[%arg0, %arg0] B[%arg0, %arg0] C[%arg0, %arg0] sparseMetadata[%arg4] selector[%arg4] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    llvm.return
  }
}

