// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @assert_true(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "sometimes"
  return
}

