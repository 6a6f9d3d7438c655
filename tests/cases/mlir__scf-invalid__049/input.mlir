
func.func @f(%lb: index) {
  "scf.for"(%lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op expected 3 or more operands, but found 2}}
