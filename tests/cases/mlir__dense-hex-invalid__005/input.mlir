
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xf32>'}}
"t.c"() {v = dense<"0x"> : tensor<2xf32>} : () -> ()
