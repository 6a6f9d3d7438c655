
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xf32>'}}
"t.c"() {v = dense<"0x0000"> : tensor<3xf32>} : () -> ()
