// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op result #0 must be LLVM structure type or 64-bit float, but got 'i32'}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op result #0 must be LLVM structure type or 64-bit float, but got 'i32'}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<s8>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 8 data operands}}
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 20 arguments}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<bf16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 17 : i32} : (!llvm.ptr) -> !llvm.struct<(i32)>
  llvm.return
}
