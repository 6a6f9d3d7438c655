
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error@+1 {{A-shift can be applied only when matrix A is in tensor memory}}
  "nvvm.tcgen05.mma"(%d, %a, %b, %id, %e) <{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
  llvm.return
}
