
func.func @f4(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %0 = scf.index_switch %x -> index
  case 2 {
    %x = arith.constant 4 : index
    scf.yield %x : index
  }
  default {
    scf.yield %lb : index
  }
  return
}
