
func.func @f3(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %ub = arith.constant 4 : index
  }
  return
}
