module {
  llvm.func @f(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32) {
    %0 = nvvm.mma.sp.sync A[%arg3] B[%arg3] C[%arg3, %arg3] sparseMetadata[%arg4] selector[%arg4] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
    llvm.return
  }
}

