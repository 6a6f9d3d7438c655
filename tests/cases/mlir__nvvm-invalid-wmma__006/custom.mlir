module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: vector<2xf16>, %arg3: f32) {
    nvvm.wmma.store %arg0, %arg1, %arg2, %arg2, %arg2, %arg2 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
    llvm.return
  }
}

