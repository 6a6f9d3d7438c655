
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op operand #0 must be LLVM pointer in address space 1 or LLVM pointer in address space 5 or LLVM pointer in address space 0 or LLVM pointer in address space 4, but got '!llvm.ptr<3>'}}
  nvvm.prefetch level = L1, %p3 : !llvm.ptr<3>
  llvm.return
}
