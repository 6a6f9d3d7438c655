// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'"nvvm.cluster_max_blocks"' attribute must be integer constant}}
llvm.func @f() attributes {nvvm.cluster_max_blocks = "x"} { llvm.return }
