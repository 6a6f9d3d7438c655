"builtin.module"() ({
  "t.c"() {a = dense<1.000000e+00> : tensor<200xf32>, b = dense<1.000000e+00> : tensor<150xf32>, c = dense<1> : vector<2x300xi8>, d = dense<1.000000e+00> : tensor<2xf32>} : () -> ()
}) : () -> ()

