
func.func @while_result_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
// expected-note@-7 {{region branch point}}
