module {
  "t.c"() {d = dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>, e = dense<(true,false)> : tensor<3xcomplex<i1>>} : () -> ()
}

