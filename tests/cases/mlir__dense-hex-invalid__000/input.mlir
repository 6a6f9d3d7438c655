// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Malformed hex dense data: upstream's diagnostics.
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"0x123"> : tensor<2xi8>} : () -> ()
