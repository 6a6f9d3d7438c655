module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: vector<2xf16>, %arg3: f32) {
    %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    llvm.return
  }
}

