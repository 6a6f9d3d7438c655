// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Malformed hex dense data: upstream's diagnostics.
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"0x123"> : tensor<2xi8>} : () -> ()
// -----
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"0x12G4"> : tensor<2xi8>} : () -> ()
// -----
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"1234"> : tensor<2xi8>} : () -> ()
// -----
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"0X1234"> : tensor<2xi8>} : () -> ()
// -----
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xf32>'}}
"t.c"() {v = dense<"0x0000"> : tensor<3xf32>} : () -> ()
// -----
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xf32>'}}
"t.c"() {v = dense<"0x"> : tensor<2xf32>} : () -> ()
// -----
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
"t.c"() {v = dense<"0x0102"> : tensor<3xi1>} : () -> ()
// -----
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<0xi1>'}}
"t.c"() {v = dense<"0xF2"> : tensor<0xi1>} : () -> ()
// -----
// expected-error@+1 {{elements literal must be a shaped type}}
"t.c"() {v = dense<"0x01"> : i8} : () -> ()
