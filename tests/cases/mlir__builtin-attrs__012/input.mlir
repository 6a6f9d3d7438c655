
// Zero-width elements: upstream stores no data, so never a splat.
"t.zero_width"() {a = dense<0> : tensor<101xi0>, b = dense<0> : tensor<2x2xi0>, d = dense<(0,0)> : tensor<2xcomplex<i0>>, e = dense<[0, 0]> : tensor<2xi0>, x = array<i0: 0, 0, 0>, y = array<i00: 0>} : () -> ()
