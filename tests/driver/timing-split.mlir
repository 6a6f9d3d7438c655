// ARGS: --mlir-timing --split-input-file
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// -----
func.func @g(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
// -----
func.func @h(
