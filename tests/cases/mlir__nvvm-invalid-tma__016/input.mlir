
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{ im2col offsets expected 1 (provided 0)}}
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 3, 0, 0>}> : (!llvm.ptr, i32, i32, i32) -> ()
  llvm.return
}
