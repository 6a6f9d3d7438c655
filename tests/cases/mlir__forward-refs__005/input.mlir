
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f6(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  affine.if #set(%n) {
    %n = arith.constant 4 : index
  }
  return
}
