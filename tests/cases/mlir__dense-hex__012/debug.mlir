"builtin.module"() ({
  "t.c"() {v = dense<[7.500000e+00, 7.500000e+00, -1.250000e+00]> : tensor<3xf8E4M3FN>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

