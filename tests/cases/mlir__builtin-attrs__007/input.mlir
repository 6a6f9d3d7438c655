
"t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf32>, b = sparse<[], []> : tensor<2xi32>} : () -> ()
