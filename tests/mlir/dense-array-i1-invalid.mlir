// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"x.y"() {a = array<i1: 0>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"x.y"() {a = array<i1: true, -1>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"x.y"() {a = array<i1: 1.0>} : () -> ()

// -----

"x.y"() {a = array<i1: -true, false>} : () -> ()
