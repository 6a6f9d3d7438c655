
func.func @f12(%lb: index) {
  %r = scf.execute_region -> index {
    %x = arith.constant 4 : index
    scf.yield %x : index
  }
// expected-error@+1 {{operation's operand is unlinked}}
  scf.if %c {
    %c = arith.constant true
  }
  return
}
