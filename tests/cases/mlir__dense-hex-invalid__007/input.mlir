
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<0xi1>'}}
"t.c"() {v = dense<"0xF2"> : tensor<0xi1>} : () -> ()
