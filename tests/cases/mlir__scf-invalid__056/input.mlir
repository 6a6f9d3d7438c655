
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) {unsignedCmp = 1} : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op attribute 'unsignedCmp' failed to satisfy constraint: unit attribute}}
