
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  "nvvm.prefetch"(%p4, %b) <{tensormap}> : (!llvm.ptr<4>, i1) -> ()
  llvm.return
}
