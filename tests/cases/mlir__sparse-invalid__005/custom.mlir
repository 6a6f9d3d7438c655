module {
  "t"() {bar = sparse<[0, 1], [10, 3]> : tensor<2xi16>} : () -> ()
}

