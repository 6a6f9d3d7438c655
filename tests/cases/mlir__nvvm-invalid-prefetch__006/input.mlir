
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  "nvvm.prefetch"(%p1) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_first>}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
