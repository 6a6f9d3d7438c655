
llvm.func @shfl(%m : i32, %v : i64) -> i64 {
  // expected-error @below {{operand #1 must be 32-bit signless integer or 32-bit float, but got 'i64'}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : i64 -> i64
  llvm.return %0 : i64
}

