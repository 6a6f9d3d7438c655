
"t.c"() {v = dense<"0x4F4FBA"> : tensor<3xf8E4M3FN>} : () -> ()
