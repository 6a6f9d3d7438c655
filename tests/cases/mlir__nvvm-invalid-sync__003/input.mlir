
llvm.func @f() {
  // expected-error @below {{new register size must be multiple of 8}}
  nvvm.setmaxregister increase 27
  llvm.return
}
