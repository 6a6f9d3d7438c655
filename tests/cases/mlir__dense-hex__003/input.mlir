
"t.c"() {v = dense<"0x48993EB14B0B"> : tensor<3xf16>} : () -> ()
