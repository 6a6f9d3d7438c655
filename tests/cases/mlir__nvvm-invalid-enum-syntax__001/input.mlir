
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected one of [L1, L2] for NVVM Prefetch Cache Level, got: L3}}
  // expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  "nvvm.prefetch"(%p) <{cacheLevel = #nvvm<prefetch_cache_level L3>}> : (!llvm.ptr) -> ()
  llvm.return
}
