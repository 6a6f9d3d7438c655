
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"t"(){bar = sparse<1, 10> : tensor<1x1xi16>} : () -> ()
