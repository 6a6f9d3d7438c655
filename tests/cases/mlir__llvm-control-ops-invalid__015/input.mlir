
// expected-note@+1 {{when returning from function}}
llvm.func @wrong_result(%x: f32) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %x : f32
}

