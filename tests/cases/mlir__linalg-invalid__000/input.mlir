// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Invalid linalg ops: verifier and parser messages.

func.func @yield_parent(%a: f32) {
  // expected-error@+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : f32
}

