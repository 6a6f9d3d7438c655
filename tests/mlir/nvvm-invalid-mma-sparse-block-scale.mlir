// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @g(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @g(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{custom op 'nvvm.mma.block_scale' expected exactly 3 types}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @g(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{custom op 'nvvm.mma.block_scale' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @g(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: f16, %c0: f32, %meta: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got f16, f16}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta, %meta] selector[] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (f16, f16, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: f16, %c0: f32, %meta: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' expected one type for each operand segment but got 2 types}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] selector[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (f16, f16) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: f16, %c0: f32, %meta: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got f16, f16}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] selector[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (f16, f16, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %c0: i32, %meta: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] selector[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %c0: i32, %meta: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' expected 'selector'}}
  %d = nvvm.mma.sp.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0] sparseMetadata[%meta] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%a0: vector<2xf16>, %c0: f32, %meta: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32}}
  %d = nvvm.mma.sp.sync A[%meta] B[%a0] C[%c0] sparseMetadata[%meta] selector[%meta] {multiplicandAPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %e = nvvm.mma.sp.sync A[%a0] B[%meta] C[%c0] sparseMetadata[%meta] selector[%meta] {multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.block_scale A[%meta] B[%a0] C[%c0] scaleA[%meta, %i, %i] scaleB[%meta, %i, %i] {multiplicandAPtxType = #nvvm.mma_type<e2m1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %x = nvvm.mma.sync A[%meta] B[%a0] C[%c0] {multiplicandAPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %y = nvvm.mma.sync A[%a0] B[%meta] C[%c0] {multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op ctype does not match dtype}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%h, %h, %h, %h] B[%h, %h, %h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 8>}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 8>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{invalid shape or multiplicand type: b1}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the B operands; expected one of 2xi32 but got i32, i32, i32, i32}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32, i32, i32, i32}}
  %r = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e5m2>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%d] B[%d] C[%d, %d] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f, %f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %r = nvvm.mma.sp.sync A[%i] B[%i] C[%i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  %r = nvvm.mma.sp.sync A[%i] B[%i] C[%i, %i] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 8, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <32, 8, 16>}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64, %m: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op ctype does not match dtype}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%m] selector[%m] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Kind attribute for mma.m16n8k64}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Geom for mma with block scaling}}
  %0 = nvvm.mma.block_scale A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k128.mxf4nvf4}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Kind attribute for mma.m16n8k128}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a0: i32, %b0: i32, %c0: f32, %s: i32, %i: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Geom for sparse mma with block scaling}}
  %0 = nvvm.mma.sp.block_scale A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] sparseMetadata[%s] selector[%s] scaleA[%s, %i, %i] scaleB[%s, %i, %i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
