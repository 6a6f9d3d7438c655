"builtin.module"() ({
  "t.c"() {v = dense<[-2.578740e-03, -1.638180e-01, 2.225640e-04]> : tensor<3xf16>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

