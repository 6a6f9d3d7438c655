"builtin.module"() ({
  "t.c"() {v = dense<[-2.650080e-30, 4.053380e+10, 3.404720e+18]> : tensor<3xbf16>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

