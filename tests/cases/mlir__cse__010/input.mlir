
// Each function is its own scope.
func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @f2() -> (i32, i32) {
  %0 = arith.constant 7 : i32
  %1 = arith.constant 7 : i32
  return %0, %1 : i32, i32
}

