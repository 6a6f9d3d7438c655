// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Sparse elements attributes that SparseElementsAttr::verify rejects.
// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"t"(){bar = sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>} : () -> ()
// -----
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"t"(){bar = sparse<1, 10> : tensor<1x1xi16>} : () -> ()
// -----
// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"t"(){bar = sparse<[[0, 1]], [10, 2]> : tensor<2x2xi16>} : () -> ()
// -----
// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"t"(){bar = sparse<[[0, 1, 2]], [10]> : tensor<2x2xi16>} : () -> ()
// -----
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tensor<2x2xi16>'}}
"t"(){bar = sparse<[[0, -1]], [10]> : tensor<2x2xi16>} : () -> ()
// -----
"t"(){bar = sparse<[0, 1], [10, 3]> : tensor<2xi16>} : () -> ()
// -----
// expected-error@+1 {{elements literal type must have static shape}}
"t"(){bar = sparse<[[0, 1], [1, 2]], [10, 3]> : tensor<2x?xi16>} : () -> ()
// -----
"t"(){bar = sparse<[[]], [10]> : tensor<i16>} : () -> ()
// -----
"t"(){bar = sparse<0, 10> : tensor<i16>} : () -> ()
// -----
// expected-error@+1 {{expected shape ([]); inferred shape of indices literal ([1]); inferred shape of values literal ([1])}}
"t"(){bar = sparse<[0], [10]> : tensor<i16>} : () -> ()
// -----
"t"(){bar = sparse<[[1, 1]], 10> : tensor<2x2xi16>} : () -> ()
