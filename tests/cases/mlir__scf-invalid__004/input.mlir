
func.func @loop_for_single_block(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// expected-error@-10 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
