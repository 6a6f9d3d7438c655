
llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error@+1 {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %d, %s, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
