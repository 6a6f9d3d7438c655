
"t.c"() {a = dense<"0xDA3E5409DA2CE40D6D6C3126C5"> : tensor<101xi1>, b = dense<"0xDA3E"> : tensor<16xi1>, c = dense<"0xFF"> : tensor<300xi1>, d = dense<"0x00"> : tensor<300xi1>, e = dense<"0x07"> : tensor<3xi1>, g = dense<"0x78"> : tensor<1xi1>, h = dense<"0xFFFFFFFFFFFFFFFFFFFFFFFF0F"> : tensor<100xi1>, i = dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFF"> : tensor<101xi1>} : () -> ()
