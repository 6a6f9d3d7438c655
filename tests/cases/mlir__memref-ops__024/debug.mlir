"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "e", type = memref<2xf32>}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

