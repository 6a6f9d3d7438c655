
func.func @k(%i: i32) {
  // expected-error @+1 {{custom op 'llvm.intr.expect.with.probability' invalid kind of type specified: expected builtin.integer, but found 'f64'}}
  %6 = llvm.intr.expect.with.probability %i, %i, 5.000000e-01 : f64 : i32
  return
}
