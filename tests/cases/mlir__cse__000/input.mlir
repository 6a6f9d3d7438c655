// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -cse

// Equal ops are replaced by the first; commutative operands in any order.
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.addi %a, %b : i32
  return %0, %1, %3, %4 : i32, i32, i32, i32
}

