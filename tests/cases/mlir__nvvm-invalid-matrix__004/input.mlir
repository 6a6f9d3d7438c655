
llvm.func @f() {
  // expected-error @below {{`id` and `mask` cannot be set at the same time}}
  nvvm.pmevent id = 5 mask = 3
  llvm.return
}
