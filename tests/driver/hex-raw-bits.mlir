// ARGS: --allow-unregistered-dialect --split-input-file
// Data whose printed form does not parse back to itself, as upstream prints it:
// bits past an integer's width (i4 in a byte, i65 in nine) and an i1 buffer
// whose elements are all set but its padding bits are not all set.
"t.c"() {a = dense<"0x10F3207F"> : tensor<4xi4>, b = dense<"0x10F3207F"> : tensor<4xui4>, c = dense<"0xCF8E031441DDB42C5C42B09DED3166762CB6A6184CA9CD1A2F79A4A687AF6B0BE530F5F5"> : tensor<4xi65>, d = dense<"0x87"> : tensor<3xi1>, e = dense<"0xFFFF"> : tensor<9xi1>} : () -> ()
