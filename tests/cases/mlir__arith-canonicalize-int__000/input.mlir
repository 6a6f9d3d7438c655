// RUN: mlir-opt %s -canonicalize --split-input-file
// Integer folds of arith: identities and constant folding with wrap-around,
// at i1, i8, i65, i128, index, on scalars, splats and non-splat vectors and
// tensors, and with poison.

func.func @addi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i8, i1, i65, i128, index) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %y : i32
  %2 = arith.addi %1, %y : i32
  %3 = arith.addi %y, %1 : i32
  %a = arith.constant 100 : i8
  %4 = arith.addi %a, %a : i8
  %t = arith.constant true
  %5 = arith.addi %t, %t : i1
  %b = arith.constant 18446744073709551615 : i65
  %c = arith.constant 1 : i65
  %6 = arith.addi %b, %c : i65
  %d = arith.constant -170141183460469231731687303715884105728 : i128
  %e = arith.constant -1 : i128
  %7 = arith.addi %d, %e : i128
  %i = arith.constant 9223372036854775807 : index
  %j = arith.constant 1 : index
  %8 = arith.addi %i, %j : index
  %c5 = arith.constant 5 : i32
  %9 = arith.addi %c5, %x : i32
  return %0, %2, %3, %9, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i8, i1, i65, i128, index
}

