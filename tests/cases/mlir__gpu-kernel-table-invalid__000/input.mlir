// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = #gpu.kernel_metadata<"a", () -> ()>, bin = "BLOB">]
