
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!llvm.ptr) -> ()
  llvm.return
}
