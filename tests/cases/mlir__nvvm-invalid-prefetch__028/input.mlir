
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+2 {{custom op 'nvvm.prefetch' expected one of [L1, L2] for NVVM Prefetch Cache Level, got: L3}}
  // expected-error@+1 {{custom op 'nvvm.prefetch' failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  nvvm.prefetch level = L3, %p0 : !llvm.ptr
  llvm.return
}
