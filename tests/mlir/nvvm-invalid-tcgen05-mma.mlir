// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %v8) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Disable Output Lane of length 4 is incompatible with CtaGroupAttr}}
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %v4) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %s) <{kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1, i64) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %s) <{kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1, i64) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{A-shift can be applied only when matrix A is in tensor memory}}
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Cannot use collector buffer operation fill or use with ashift}}
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Cannot use collector buffer operation fill or use with ashift}}
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %s, %v8) <{kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<8xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.sp"(%d, %a, %b, %id, %e, %m, %s) <{kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  "nvvm.tcgen05.mma.sp"(%d, %a, %b, %id, %e, %m, %v8) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<8xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{A-shift can be applied only when matrix A is in tensor memory}}
  "nvvm.tcgen05.mma.sp"(%d, %a, %b, %id, %e, %m) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Cannot use collector buffer operation fill or use with ashift}}
  "nvvm.tcgen05.mma.sp"(%d, %a6, %b, %id, %e, %m) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e, %v8) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  "nvvm.tcgen05.mma"(%d, %a6, %b, %id, %e, %v8) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{mxf8f6f4 kind does not support block16 attribute}}
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{mxf4 kind does not support block16 attribute}}
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{mxf4nvf4 requires block scale attribute}}
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<default>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{mxf8f6f4 kind does not support block16 attribute}}
  "nvvm.tcgen05.mma.sp.block_scale"(%d, %a, %b, %id, %e, %m, %m, %m) <{kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{mxf4 kind does not support block16 attribute}}
  "nvvm.tcgen05.mma.sp.block_scale"(%d, %a, %b, %id, %e, %m, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
// -----
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
