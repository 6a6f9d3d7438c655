
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space is not supported when using predicate}}
  "nvvm.mbarrier.arrive.expect_tx"(%p7, %i32, %i1) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32, i1) -> ()
  llvm.return
}
