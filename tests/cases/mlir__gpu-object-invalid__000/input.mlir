// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @a [#gpu.object<#nvvm.target, foo = "x">]
