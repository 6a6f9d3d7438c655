"builtin.module"() ({
  "t.c"() {d = dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>, e = dense<(true,false)> : tensor<3xcomplex<i1>>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

