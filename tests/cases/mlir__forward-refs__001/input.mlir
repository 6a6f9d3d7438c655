
func.func @f2(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  %r = scf.while (%a = %x) : (index) -> index {
    %x = arith.constant 4 : index
    %c = arith.constant true
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  return
}
