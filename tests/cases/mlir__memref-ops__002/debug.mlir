"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>, sym_name = "n", sym_visibility = "nested", type = memref<2x3xi8>}> : () -> () loc(#loc1)
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "u", type = memref<2xf32>}> : () -> () loc(#loc2)
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "w", type = memref<f32>}> : () -> () loc(#loc3)
  "func.func"() <{function_type = () -> memref<2xf32>, sym_name = "g"}> ({
    %0 = "memref.get_global"() <{name = @u}> : () -> memref<2xf32> loc(#loc5)
    %1 = "memref.get_global"() <{name = @w}> {foo} : () -> memref<f32> loc(#loc6)
    "func.return"(%0) : (memref<2xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:1)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)

