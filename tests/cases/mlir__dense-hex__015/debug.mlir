"builtin.module"() ({
  "t.c"() {v = dense<[8, 52, -3]> : tensor<3xi8>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

