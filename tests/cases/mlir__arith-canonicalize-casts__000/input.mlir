// RUN: mlir-opt %s -canonicalize --split-input-file
// Cast folds of arith: extensions, truncations, index casts, bitcasts and
// int/float conversions of constants (only exact float conversions fold,
// under the op's rounding mode), and the folds of cast chains.

func.func @int_ext_trunc() -> (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128) {
  %a = arith.constant -1 : i32
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %b = arith.constant 300 : i32
  %2 = arith.trunci %b : i32 to i8
  %3 = arith.trunci %b : i32 to i1
  %t = arith.constant true
  %4 = arith.extsi %t : i1 to i65
  %v = arith.constant dense<[-1, 2]> : vector<2xi8>
  %5 = arith.extsi %v : vector<2xi8> to vector<2xi16>
  %w = arith.constant dense<-1> : tensor<2xi8>
  %6 = arith.extui %w : tensor<2xi8> to tensor<2xi16>
  %c = arith.constant -5 : i64
  %7 = arith.extsi %c : i64 to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128
}

