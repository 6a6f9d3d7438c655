
func.func @f11(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> index {
    %x = arith.constant 4 : index
    affine.yield %a : index
  }
  return
}
