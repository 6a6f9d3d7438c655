"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "e", type = memref<2xf32>}> : () -> ()
}) : () -> ()

