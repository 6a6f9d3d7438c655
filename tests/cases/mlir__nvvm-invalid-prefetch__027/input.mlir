
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{custom op 'nvvm.prefetch' number of operands and types do not match: got 1 operands and 2 types}}
  nvvm.prefetch level = L1, %p0 : !llvm.ptr, i1
  llvm.return
}
