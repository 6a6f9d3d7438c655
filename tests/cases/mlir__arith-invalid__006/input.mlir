
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
