// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @a() attributes {gpu.container_module} { return }
