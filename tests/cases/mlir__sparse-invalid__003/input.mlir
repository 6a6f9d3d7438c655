
// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"t"(){bar = sparse<[[0, 1, 2]], [10]> : tensor<2x2xi16>} : () -> ()
