
llvm.func @f() {
  // expected-error @below {{`id` must be between 0 and 15}}
  nvvm.pmevent id = 17
  llvm.return
}
