
llvm.func @f() {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 16
  llvm.return
}
