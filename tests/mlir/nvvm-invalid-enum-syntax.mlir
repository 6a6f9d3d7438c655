// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected keyword for NVVM Prefetch Cache Level}}
  // expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  "nvvm.prefetch"(%p) <{cacheLevel = #nvvm<prefetch_cache_level 3>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected one of [L1, L2] for NVVM Prefetch Cache Level, got: L3}}
  // expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  "nvvm.prefetch"(%p) <{cacheLevel = #nvvm<prefetch_cache_level L3>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {dstTy = f16, relu = 1 : i64} for op nvvm.convert.f32x2.to.f4x2: Invalid attribute `relu` in property conversion: 1 : i64}}
  %0 = "nvvm.convert.f32x2.to.f4x2"(%a, %a) <{dstTy = f16, relu = 1}> : (f32, f32) -> i8
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::MemOrderKind to be one of: weak, relaxed, acquire, release, acq_rel, sc, mmio, volatile}}
  // expected-error@+1 {{failed to parse MemOrderKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemOrderKind`}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<foo>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+2 {{expected valid keyword or string}}
  // expected-error@+1 {{failed to parse MemOrderKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemOrderKind`}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<1>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
  // expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
  "nvvm.barrier"() <{reductionOp = #nvvm.reduction<foo>}> {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
  llvm.return
}
