"builtin.module"() ({
  "t.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d = dense<true> : vector<3xi1>, e = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, f = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, g = dense<["a", "bc"]> : tensor<2x!t.str>, h = dense<> : tensor<0xi32>, i = dense<5> : tensor<i8>} : () -> ()
}) : () -> ()

