
llvm.func @f(%m : i32, %v : i32) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %v : i32 -> i32
  llvm.return
}
