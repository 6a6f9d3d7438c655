"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi8>, sym_name = "d", type = memref<2xi8>}> : () -> () loc(#loc1)
  "memref.global"() <{initial_value = dense_resource<foo> : tensor<2xi8>, sym_name = "e", type = memref<2xi8>}> : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)

