
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to cache level requires a generic, global, or local pointer}}
  "nvvm.prefetch"(%p4) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr<4>) -> ()
  llvm.return
}
