
llvm.func @f(%a : vector<4xi32>, %b : i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.buffer.load' expected 4 operands}}
  %0 = rocdl.raw.buffer.load %a, %b, %b : f32
  llvm.return
}
