
"t.c"() {v = dense<"0xC30739A631E238C362DA5D3DA4E47843DE010C19A960D65E"> : tensor<3xcomplex<f32>>} : () -> ()
