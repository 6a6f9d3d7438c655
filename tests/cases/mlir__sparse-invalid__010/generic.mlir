"builtin.module"() ({
  "t"() {bar = sparse<1, 10> : tensor<2x2xi16>} : () -> ()
}) : () -> ()

