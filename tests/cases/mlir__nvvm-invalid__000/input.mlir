// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{'nvvm.kernel' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {nvvm.kernel}

