"builtin.module"() ({
  "t.c"() {v = dense<[3110885901887735164, 7298894601395331419, 6152725817578052751]> : tensor<3xi64>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

