
func.func @f13(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  scf.for %i = %lb to %ub step %lb {
    %ub = arith.constant 1 : index
  }
  return
}
