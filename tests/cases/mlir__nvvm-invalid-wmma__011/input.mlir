
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 17 : i32} : (!llvm.ptr) -> !llvm.struct<(i32)>
  llvm.return
}
