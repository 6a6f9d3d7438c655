
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%p3, %p0, %c, %c, %p3, %o) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 1, 0, 0>, isCTAOnly = true}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i16) -> ()
  llvm.return
}
