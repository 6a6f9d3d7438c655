
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  "nvvm.prefetch"(%p0) <{evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr) -> ()
  llvm.return
}
