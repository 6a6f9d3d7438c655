
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op predicate supported only on prefetch tensormap}}
  nvvm.prefetch level = L1 uniform, %p0, predicate = %b : !llvm.ptr, i1
  llvm.return
}
