// ARGS: --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2
"t.a"() {small = dense<[1, 2]> : tensor<2xi32>, big = dense<[1, 2, 3]> : tensor<3xi32>, f = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, b = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
