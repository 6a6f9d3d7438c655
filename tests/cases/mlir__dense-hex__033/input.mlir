
"t.c"() {v = dense<"0xEE011696C6221A6046E01D9B"> : tensor<3xcomplex<i16>>} : () -> ()
