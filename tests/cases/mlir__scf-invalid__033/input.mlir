
func.func @while_bad_terminator() {
  scf.while : () -> () {
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
}
// expected-error@-6 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
// expected-note@-6 {{terminator here}}
