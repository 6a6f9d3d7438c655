
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Inline-ptx lowering unsupported with L2 cache-hint.}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %h, %b) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i64, i1) -> ()
  llvm.return
}
