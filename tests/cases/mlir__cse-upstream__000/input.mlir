// RUN: mlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(cse))' -split-input-file

// The functions of upstream's test/Transforms/cse.mlir, one per case, CHECK
// lines dropped (outputs come from mlir-opt). Left out: those using the test
// dialect, and @nested_isolated, which upstream rejects (a func.func in a
// func.func).

func.func @simple_constant() -> (i32, i32) {
  %0 = arith.constant 1 : i32

  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

