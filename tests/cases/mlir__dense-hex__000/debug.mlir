"builtin.module"() ({
  "t.c"() {v = dense<[4.92739286E+22, -1.56819358E+11, -4.46499494E-26]> : tensor<3xf32>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

