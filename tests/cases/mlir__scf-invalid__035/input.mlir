
func.func @while_empty_block() {
  scf.while : () -> () {
   ^bb0:
  } do {
   ^bb0:
  }
}
// expected-error@-6 {{'scf.while' op expects a non-empty block}}
