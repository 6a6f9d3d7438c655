// ARGS: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=3
"t.a"() {b = dense<0> : tensor<2x2xi0>, c = dense<0> : tensor<2xi0>} : () -> ()
