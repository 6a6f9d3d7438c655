
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, i32) -> ()
  return
}
// expected-error@-6 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
