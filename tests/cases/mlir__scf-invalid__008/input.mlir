
func.func @loop_if_not_one_block_per_region(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
  }, {}): (i1) -> ()
  return
}
// expected-error@-8 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
