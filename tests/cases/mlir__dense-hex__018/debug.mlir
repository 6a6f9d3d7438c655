"builtin.module"() ({
  "t.c"() {v = dense<[2078766161, -2080757987, -907697906]> : tensor<3xi32>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

