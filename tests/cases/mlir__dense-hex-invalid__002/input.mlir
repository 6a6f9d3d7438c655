
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.c"() {v = dense<"1234"> : tensor<2xi8>} : () -> ()
