"builtin.module"() ({
  "t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, b = sparse<> : tensor<2xi32>} : () -> ()
}) : () -> ()

