
llvm.func @f(%m : i32, %v : i1) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %1 = nvvm.vote.sync any %m, %v -> i32
  llvm.return
}
