
llvm.func @f(%p0: !llvm.ptr, %p1: !llvm.ptr<1>, %p3: !llvm.ptr<3>, %p4: !llvm.ptr<4>, %p5: !llvm.ptr<5>, %b: i1) {
  // expected-error@+1 {{'nvvm.prefetch' op in_param_space can only be specified for a generic pointer}}
  "nvvm.prefetch"(%p4) <{tensormap, in_param_space}> : (!llvm.ptr<4>) -> ()
  llvm.return
}
