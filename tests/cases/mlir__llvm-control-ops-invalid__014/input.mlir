
// expected-note@+1 {{when returning from function}}
llvm.func @missing_result() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

