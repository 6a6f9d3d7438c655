
llvm.func @f(%a: !llvm.ptr<3>, %b: !llvm.ptr<1>) {
  // expected-error @below {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %a, %b, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
