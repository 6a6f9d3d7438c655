// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @a [#nvvm.target<O = 4>] {}
