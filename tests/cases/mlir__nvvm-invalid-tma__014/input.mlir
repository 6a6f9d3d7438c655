
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 0 (provided 1)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %o) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!llvm.ptr, i32, i32, i16) -> ()
  llvm.return
}
