
func.func @f14(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (index) {
    %x = arith.constant 1 : index
    scf.yield %a : index
  }
  return
}
