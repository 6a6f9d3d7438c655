// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"test.op"() : () -> !llvm.struct<"c">

