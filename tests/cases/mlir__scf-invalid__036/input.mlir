
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-7 {{region branch point}}
