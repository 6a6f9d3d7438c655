
"t.c"() {v = dense<"0x17327626BA2F6E55AD661D09D45A1FA8EC35FFA7F0868612"> : tensor<3xindex>} : () -> ()
