
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.tensor.prefetch"(%p0, %c, %c, %c, %c, %c, %o, %o) <{mode = #nvvm.tma_load_mode<im2col_w_128>, operandSegmentSizes = array<i32: 1, 5, 2, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i32, i16, i16) -> ()
  llvm.return
}
