
func.func @while_empty_region() {
  scf.while : () -> () {
  } do {
  }
}
// expected-error@-4 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
