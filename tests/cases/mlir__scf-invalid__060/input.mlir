
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%a: i32):
    scf.yield
  }) : (i1) -> ()
  return
}
// expected-error@-8 {{'scf.if' op region #1 should have no arguments}}
