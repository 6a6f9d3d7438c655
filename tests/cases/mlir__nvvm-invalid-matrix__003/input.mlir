
llvm.func @f() {
  // expected-error @below {{either `id` or `mask` must be set}}
  nvvm.pmevent
  llvm.return
}
