
llvm.func @f(%m : i32, %v : i32) {
  // expected-error @below {{match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %m, %v : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}
