
"t.c"() {d = dense<"0x01000200"> : tensor<2xcomplex<i1>>, e = dense<"0x0100"> : tensor<3xcomplex<i1>>} : () -> ()
