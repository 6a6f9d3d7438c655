"builtin.module"() ({
  "t.c"() {v = dense<[(-6.41952877E-16,-184.88356), (0.0541633442,248.893127), (7.23820743E-24,7.72376627E+18)]> : tensor<3xcomplex<f32>>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

