
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.addi"(%i, %i) {overflowFlags = 1} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
