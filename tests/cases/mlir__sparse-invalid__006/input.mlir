
// expected-error@+1 {{elements literal type must have static shape}}
"t"(){bar = sparse<[[0, 1], [1, 2]], [10, 3]> : tensor<2x?xi16>} : () -> ()
