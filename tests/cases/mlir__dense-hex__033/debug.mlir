"builtin.module"() ({
  "t.c"() {v = dense<[(494,-27114), (8902,24602), (-8122,-25827)]> : tensor<3xcomplex<i16>>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

