// ARGS: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic
"t.a"() {small = dense<[1, 2]> : tensor<2xi32>, big = dense<[1, 2, 3]> : tensor<3xi32>, s = dense<7> : tensor<8xi32>, f = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> ()
