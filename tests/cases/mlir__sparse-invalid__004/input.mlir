
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tensor<2x2xi16>'}}
"t"(){bar = sparse<[[0, -1]], [10]> : tensor<2x2xi16>} : () -> ()
