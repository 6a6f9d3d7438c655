
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-5 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
