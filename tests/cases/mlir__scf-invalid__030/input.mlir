
func.func @parallel_invalid_yield(
    %arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.yield %c0 : f32
  }
  return
}
// expected-error@-6 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
// expected-note@-5 {{terminator here}}
