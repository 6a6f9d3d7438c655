// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %0 = "nvvm.mbarrier.arrive"(%p7) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> i64
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = "nvvm.mbarrier.arrive"(%p3) <{scope = #nvvm.mem_scope<gpu>}> : (!llvm.ptr<3>) -> i64
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  "nvvm.mbarrier.arrive"(%p7) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> ()
  "nvvm.mbarrier.arrive"(%p3) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %0 = "nvvm.mbarrier.arrive_drop"(%p7) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> i64
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be CTA when using predicate}}
  "nvvm.mbarrier.arrive.expect_tx"(%p3, %i32, %i1) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space is not supported when using predicate}}
  "nvvm.mbarrier.arrive.expect_tx"(%p7, %i32, %i1) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{return-value is not supported when using predicate}}
  %0 = "nvvm.mbarrier.arrive.expect_tx"(%p3, %i32, %i1) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> i64
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier with relaxed semantics is not supported when using predicate}}
  "nvvm.mbarrier.arrive.expect_tx"(%p3, %i32, %i1) <{scope = #nvvm.mem_scope<cta>, relaxed = true}> : (!llvm.ptr<3>, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %0 = "nvvm.mbarrier.arrive_drop.expect_tx"(%p7, %i32) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> i64
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  "nvvm.mbarrier.expect_tx"(%p3, %i32) <{scope = #nvvm.mem_scope<sys>}> : (!llvm.ptr<3>, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  "nvvm.mbarrier.complete_tx"(%p3, %i32) <{scope = #nvvm.mem_scope<sys>}> : (!llvm.ptr<3>, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = "nvvm.mbarrier.test.wait"(%p3, %i64) <{scope = #nvvm.mem_scope<gpu>}> : (!llvm.ptr<3>, i64) -> i1
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = "nvvm.mbarrier.try_wait"(%p3, %i64) <{scope = #nvvm.mem_scope<gpu>}> : (!llvm.ptr<3>, i64) -> i1
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mode 'default' requires 'hi' operand.}}
  %0 = "nvvm.prmt"(%i32, %i32) <{mode = #nvvm.permute_mode<default>}> {operandSegmentSizes = array<i32: 1, 0, 1>} : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mode 'rc8' does not accept 'hi' operand.}}
  %0 = "nvvm.prmt"(%i32, %i32, %i32) <{mode = #nvvm.permute_mode<rc8>}> {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%a: f32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f4x2' op Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.}}
  %0 = "nvvm.convert.f32x2.to.f4x2"(%a, %a) <{dstTy = f16}> : (f32, f32) -> i8
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.bf16x2' op Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.}}
  %0 = "nvvm.convert.f8x2.to.bf16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xbf16>
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.f16x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.}}
  %0 = "nvvm.convert.f8x2.to.f16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %0 = "nvvm.convert.f6x2.to.f16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%a: i8) {
  // expected-error@+1 {{'nvvm.convert.f4x2.to.f16x2' op Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.}}
  %0 = "nvvm.convert.f4x2.to.f16x2"(%a) <{srcType = f16}> : (i8) -> vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.}}
  %0 = "nvvm.convert.f32x2.to.f16x2"(%a, %a) <{rnd = #nvvm.fp_rnd_mode<rm>}> {operandSegmentSizes = array<i32: 1, 1, 0>}: (f32, f32) -> vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits is required for RS rounding mode.}}
  %0 = "nvvm.convert.f32x2.to.bf16x2"(%a, %a) <{rnd = #nvvm.fp_rnd_mode<rs>}> {operandSegmentSizes = array<i32: 1, 1, 0>}: (f32, f32) -> vector<2xbf16>
  llvm.return
}
// -----
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits not supported for RN and RZ rounding modes.}}
  %0 = "nvvm.convert.f32x2.to.bf16x2"(%a, %a, %r) <{rnd = #nvvm.fp_rnd_mode<rn>}> {operandSegmentSizes = array<i32: 1, 1, 1>}: (f32, f32, i32) -> vector<2xbf16>
  llvm.return
}
