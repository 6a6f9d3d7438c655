// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected keyword for NVVM Prefetch Cache Level}}
  // expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  "nvvm.prefetch"(%p) <{cacheLevel = #nvvm<prefetch_cache_level 3>}> : (!llvm.ptr) -> ()
  llvm.return
}
