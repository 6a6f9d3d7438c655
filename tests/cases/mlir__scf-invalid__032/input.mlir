
func.func @while_parser_type_mismatch() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
}
// expected-error@-6 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
