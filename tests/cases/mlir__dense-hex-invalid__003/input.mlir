
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"0X1234"> : tensor<2xi8>} : () -> ()
