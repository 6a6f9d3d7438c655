
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %c: i32, %o: i16, %h: i64, %b: i1) {
  "nvvm.cp.async.bulk.shared.cluster.global"(%p7, %p1, %p3, %c, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32, i16) -> ()
  llvm.return
}
