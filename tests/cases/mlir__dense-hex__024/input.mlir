
"t.c"() {v = dense<"0x27B340601A5D"> : tensor<3xui16>} : () -> ()
