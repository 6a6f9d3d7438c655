// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func @a() attributes {rocdl.kernel} { return }
