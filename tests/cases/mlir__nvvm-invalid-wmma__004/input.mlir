
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  llvm.return
}
