
"t.c"() {v = dense<"0x0834FD"> : tensor<3xi8>} : () -> ()
