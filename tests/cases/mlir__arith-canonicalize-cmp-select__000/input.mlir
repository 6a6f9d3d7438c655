// RUN: mlir-opt %s -canonicalize --split-input-file
// Folds of arith.cmpi, arith.cmpf and arith.select: equal operands,
// constants moved to the right, i1 comparisons with 0 and 1, extensions
// of i1, NaN operands, constant conditions and operands.

func.func @cmpi_same(%x: i32, %v: vector<4xi32>, %t: tensor<?xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi sle, %x, %x : i32
  %3 = arith.cmpi ugt, %x, %x : i32
  %4 = arith.cmpi uge, %x, %x : i32
  %5 = arith.cmpi slt, %v, %v : vector<4xi32>
  %6 = arith.cmpi eq, %t, %t : tensor<?xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>
}

