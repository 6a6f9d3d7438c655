
func.func @while_bad_terminator() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "some.other_terminator"() : () -> ()
  }
}
// expected-error@-6 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
// expected-note@-4 {{terminator here}}
