
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = "nvvm.mbarrier.test.wait"(%p3, %i64) <{scope = #nvvm.mem_scope<gpu>}> : (!llvm.ptr<3>, i64) -> i1
  llvm.return
}
