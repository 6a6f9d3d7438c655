// ARGS: --verify-diagnostics --split-input-file
func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
// -----
func.func @bad(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
// -----
func.func @also_ok() {
  return
}
