// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"x.y"() {a = array<i1: 0>} : () -> ()

