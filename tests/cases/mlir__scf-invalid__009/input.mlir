
func.func @loop_if_illegal_block_argument(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op region #0 should have no arguments}}
