"builtin.module"() ({
  "t.c"() {v = dense<[45863, 24640, 23834]> : tensor<3xui16>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

