
"t.c"() {v = dense<"0x578E17513D5E"> : tensor<3xbf16>} : () -> ()
