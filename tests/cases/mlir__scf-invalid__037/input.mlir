
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-7 {{region branch point}}
