
llvm.func @f(%a: !llvm.ptr<3>, %b: !llvm.ptr<1>) {
  // expected-error @below {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %a, %b, 3, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
