
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
"t.c"() {v = dense<"0x0102"> : tensor<3xi1>} : () -> ()
