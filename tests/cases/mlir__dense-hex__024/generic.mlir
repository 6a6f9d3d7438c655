"builtin.module"() ({
  "t.c"() {v = dense<[45863, 24640, 23834]> : tensor<3xui16>} : () -> ()
}) : () -> ()

