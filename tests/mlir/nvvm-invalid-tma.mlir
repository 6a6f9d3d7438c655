// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %b) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Inline-ptx lowering supported only for Tile mode.}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c, %b) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Inline-ptx lowering unsupported with L2 cache-hint.}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %h, %b) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i64, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c, %c, %c, %c, %c) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 6, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Scatter4 mode expects 5 coordinates}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c, %c, %c) <{mode = #nvvm.tma_store_mode<tile_scatter4>, operandSegmentSizes = array<i32: 1, 1, 4, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c, %c, %c, %c) <{mode = #nvvm.tma_store_mode<tile_scatter4>, operandSegmentSizes = array<i32: 1, 1, 5, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c, %c) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.reduce"(%p0, %p3, %c, %c, %c, %c, %c, %c) <{redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 6, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  "nvvm.cp.async.bulk.tensor.reduce"(%p0, %p3, %c, %c) <{redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Scatter mode unsupported for CpAsyncBulkTensorReduceOp}}
  "nvvm.cp.async.bulk.tensor.reduce"(%p0, %p3, %c, %c, %c, %c, %c) <{redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile_scatter4>, operandSegmentSizes = array<i32: 1, 1, 5, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.reduce"(%p0, %p3, %c, %c) <{redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 0 (provided 1)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %o) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!llvm.ptr, i32, i32, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 1 (provided 0)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 3, 0, 0>}> : (!llvm.ptr, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 2 (provided 1)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c, %o) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 4, 1, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 2 (provided 1)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %o) <{mode = #nvvm.tma_load_mode<im2col_w>, operandSegmentSizes = array<i32: 1, 3, 1, 0>}> : (!llvm.ptr, i32, i32, i32, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %o, %o) <{mode = #nvvm.tma_load_mode<im2col_w>, operandSegmentSizes = array<i32: 1, 3, 2, 0>}> : (!llvm.ptr, i32, i32, i32, i16, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c, %c, %o, %o) <{mode = #nvvm.tma_load_mode<im2col_w_128>, operandSegmentSizes = array<i32: 1, 5, 2, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i32, i16, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Gather4 mode expects 5 coordinates}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c) <{mode = #nvvm.tma_load_mode<tile_gather4>, operandSegmentSizes = array<i32: 1, 4, 0, 0>}> : (!llvm.ptr, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c, %c) <{mode = #nvvm.tma_load_mode<tile_gather4>, operandSegmentSizes = array<i32: 1, 5, 0, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c, %c, %c) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 6, 0, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p7, %p0, %c, %c, %p3) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Shared::cluster destination requires address-space 7.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Shared::cta destination requires address-space 3.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p7, %p0, %c, %c, %p3) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>, isCTAOnly = true}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3, %o) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 1, 0, 0>, isCTAOnly = true}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{CTAGroup is not supported with shared::cta mode.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>, isCTAOnly = true, group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Predicate is supported only for shared::cluster mode.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3, %b) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>, isCTAOnly = true}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Predicate is supported only for Tile and Im2col modes.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p7, %p0, %c, %c, %c, %c, %c, %p3, %b) <{mode = #nvvm.tma_load_mode<tile_gather4>, operandSegmentSizes = array<i32: 1, 1, 5, 1, 0, 0, 0, 1>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, i32, !llvm.ptr<3>, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p7, %p0, %c, %c, %c, %p3, %o, %b) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 1, 0, 0, 1>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i16, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 1 (provided 0)}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p7, %p0, %c, %c, %c, %p3) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3, %b) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  "nvvm.cp.async.bulk.shared.cluster.global"(%p3, %p1, %p3, %c, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<3>, i32, i16) -> ()
  llvm.return
}
// -----
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.shared.cluster.global"(%p7, %p1, %p3, %c, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32, i16) -> ()
  llvm.return
}
