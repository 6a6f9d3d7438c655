
llvm.func @f(%m : i32, %v : i1) {
  // expected-error @below {{vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %v -> i1
  llvm.return
}
