
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}
// expected-error@-9 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
