module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: vector<2xf16>, %arg3: f32) {
    %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
    llvm.return
  }
}

