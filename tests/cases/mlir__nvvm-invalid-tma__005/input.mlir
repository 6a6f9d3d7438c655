
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  "nvvm.cp.async.bulk.tensor.global.shared.cta"(%p0, %p3, %c, %c) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
  llvm.return
}
