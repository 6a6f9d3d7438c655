
"t.c"() {v = dense<"0x5174E77B1D27FA830EA1E5C9"> : tensor<3xi32>} : () -> ()
