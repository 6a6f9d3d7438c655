// RUN: mlir-opt %s -canonicalize --split-input-file
// Folds of arith ops with #ub.poison operands: poison propagates through
// the constant folders (not through shifts, whose folders check the shift
// amount first), and select takes the other operand.

func.func @poison(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %0 = arith.addi %p, %c : i32
  %1 = arith.muli %x, %p : i32
  %2 = arith.subi %p, %x : i32
  %pv = ub.poison : vector<4xi32>
  %3 = arith.andi %v, %pv : vector<4xi32>
  %4 = arith.shli %p, %c : i32
  %5 = arith.divui %p, %c : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, vector<4xi32>, i32, i32
}

