
// expected-error@+1 {{expected shape ([]); inferred shape of indices literal ([1]); inferred shape of values literal ([1])}}
"t"(){bar = sparse<[0], [10]> : tensor<i16>} : () -> ()
