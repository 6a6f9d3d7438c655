// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  "nvvm.prefetch"(%p0) <{}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op cannot specify both tensormap and cache level}}
  "nvvm.prefetch"(%p0) <{cacheLevel = #nvvm<prefetch_cache_level L1>, tensormap}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to uniform cache requires a generic pointer}}
  "nvvm.prefetch"(%p1) <{cacheLevel = #nvvm<prefetch_cache_level L1>, uniform}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache level, the only supported uniform cache level is L1}}
  "nvvm.prefetch"(%p0) <{cacheLevel = #nvvm<prefetch_cache_level L2>, uniform}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority supported only for cache level L2}}
  "nvvm.prefetch"(%p0) <{cacheLevel = #nvvm<prefetch_cache_level L1>, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority requires a global pointer}}
  "nvvm.prefetch"(%p0) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  "nvvm.prefetch"(%p1) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_first>}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer}}
  "nvvm.prefetch"(%p1) <{tensormap}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op in_param_space can only be specified for a generic pointer}}
  "nvvm.prefetch"(%p4) <{tensormap, in_param_space}> : (!llvm.ptr<4>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p0) <{tensormap, in_param_space}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to cache level requires a generic, global, or local pointer}}
  "nvvm.prefetch"(%p4) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr<4>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  "nvvm.prefetch"(%p0) <{uniform}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  "nvvm.prefetch"(%p0) <{in_param_space}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  "nvvm.prefetch"(%p0) <{evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p1) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_normal>}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer}}
  "nvvm.prefetch"(%p1) <{tensormap, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p0) <{tensormap, uniform}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op predicate supported only on prefetch tensormap}}
  "nvvm.prefetch"(%p0, %b) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p0, %b) <{tensormap}> : (!llvm.ptr, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p4, %b) <{tensormap}> : (!llvm.ptr<4>, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap does not support eviction priority}}
  nvvm.prefetch tensormap, evict_priority = evict_last, %p0 : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to cache level requires a generic, global, or local pointer}}
  nvvm.prefetch level = L1 uniform, %p4 : !llvm.ptr<4>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache level, the only supported uniform cache level is L1}}
  nvvm.prefetch level = L2 uniform, %p1 : !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority supported only for cache level L2}}
  nvvm.prefetch level = L1, evict_priority = evict_last, %p5 : !llvm.ptr<5>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority requires a global pointer}}
  nvvm.prefetch level = L2, evict_priority = evict_first, %p0 : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op predicate supported only on prefetch tensormap}}
  nvvm.prefetch level = L1 uniform, %p0, predicate = %b : !llvm.ptr, i1
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{custom op 'nvvm.prefetch' number of operands and types do not match: got 2 operands and 1 types}}
  nvvm.prefetch level = L1, %p0, predicate = %b : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{custom op 'nvvm.prefetch' number of operands and types do not match: got 1 operands and 2 types}}
  nvvm.prefetch level = L1, %p0 : !llvm.ptr, i1
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+2 {{custom op 'nvvm.prefetch' expected one of [L1, L2] for NVVM Prefetch Cache Level, got: L3}}
  // expected-error@+1 {{custom op 'nvvm.prefetch' failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  nvvm.prefetch level = L3, %p0 : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  nvvm.prefetch level = L2, evict_priority = #nvvm<cache_eviction_priority evict_last>, %p1 : !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op operand #0 must be LLVM pointer in address space 1 or LLVM pointer in address space 5 or LLVM pointer in address space 0 or LLVM pointer in address space 4, but got '!llvm.ptr<3>'}}
  nvvm.prefetch level = L1, %p3 : !llvm.ptr<3>
  llvm.return
}
