
llvm.func @f(%p3: !llvm.ptr<3>, %p7: !llvm.ptr<7>, %p0: !llvm.ptr, %p1: !llvm.ptr<1>, %i32: i32, %i64: i64, %i1: i1, %i16: i16) {
  "nvvm.mbarrier.arrive"(%p7) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> ()
  "nvvm.mbarrier.arrive"(%p3) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> ()
  llvm.return
}
