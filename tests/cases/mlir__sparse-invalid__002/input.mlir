
// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"t"(){bar = sparse<[[0, 1]], [10, 2]> : tensor<2x2xi16>} : () -> ()
