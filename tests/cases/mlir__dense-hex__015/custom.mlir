module {
  "t.c"() {v = dense<[8, 52, -3]> : tensor<3xi8>} : () -> ()
}

