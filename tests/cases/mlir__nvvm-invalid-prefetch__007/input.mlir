
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer}}
  "nvvm.prefetch"(%p1) <{tensormap}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
