
// expected-note@+1 {{when returning from function}}
llvm.func @void_result(%x: i32) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %x : i32
}

