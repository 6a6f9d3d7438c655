// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"test.op"() : () -> !llvm.struct<"c">

// -----

"test.op"() : () -> !llvm.struct<"a", (ptr)>
// expected-error @+1 {{identified type already used with a different body}}
"test.op"() : () -> !llvm.struct<"a", (i32)>

// -----

// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @f(%0 : f32 {llvm.zeroext})

// -----

// expected-error @+1 {{unknown LLVM type: ifoo}}
"test.op"() : () -> !llvm.ifoo
