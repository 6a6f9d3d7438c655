module {
  "t.c"() {v = dense<[7.500000e+00, 7.500000e+00, -1.250000e+00]> : tensor<3xf8E4M3FN>} : () -> ()
}

