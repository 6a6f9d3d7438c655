
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  // expected-error@+1 {{Scatter mode unsupported for CpAsyncBulkTensorReduceOp}}
  "nvvm.cp.async.bulk.tensor.reduce"(%p0, %p3, %c, %c, %c, %c, %c) <{redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile_scatter4>, operandSegmentSizes = array<i32: 1, 1, 5, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
