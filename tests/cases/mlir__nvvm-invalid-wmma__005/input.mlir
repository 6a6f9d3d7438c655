
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op result #0 must be LLVM structure type or 64-bit float, but got 'i32'}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> i32
  llvm.return
}
