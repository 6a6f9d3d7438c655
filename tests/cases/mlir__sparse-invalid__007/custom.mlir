module {
  "t"() {bar = sparse<> : tensor<i16>} : () -> ()
}

