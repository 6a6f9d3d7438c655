// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Sparse elements attributes that SparseElementsAttr::verify rejects.
// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"t"(){bar = sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>} : () -> ()
