
func.func @parallel_arguments_different_tuple_size(
    %arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' expected 1 operands}}
