"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "a", sym_visibility = "private", type = memref<2xf32>}> : () -> () loc(#loc1)
  "memref.global"() <{sym_name = "b", sym_visibility = "public", type = memref<2xf32>}> : () -> () loc(#loc2)
  "memref.global"() <{alignment = 64 : i64, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> {foo} : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:1)

