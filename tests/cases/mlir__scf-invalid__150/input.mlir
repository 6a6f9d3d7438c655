
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i64} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
