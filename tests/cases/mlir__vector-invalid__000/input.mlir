// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @a(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<4xf32>
  return
}

