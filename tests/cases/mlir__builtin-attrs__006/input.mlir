
"t.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : vector<3xi1>, e = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>, f = dense<"0x0000803F00000040"> : tensor<2xf32>, g = dense<["a", "bc"]> : tensor<2x!t.str>, h = dense<> : tensor<0xi32>, i = dense<5> : tensor<i8>} : () -> ()
