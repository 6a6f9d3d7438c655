
func.func @f7(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  affine.parallel (%i) = (0) to (%n) {
    %n = arith.constant 4 : index
  }
  return
}
