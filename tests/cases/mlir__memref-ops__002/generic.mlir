"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>, sym_name = "n", sym_visibility = "nested", type = memref<2x3xi8>}> : () -> ()
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "u", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "w", type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = () -> memref<2xf32>, sym_name = "g"}> ({
    %0 = "memref.get_global"() <{name = @u}> : () -> memref<2xf32>
    %1 = "memref.get_global"() <{name = @w}> {foo} : () -> memref<f32>
    "func.return"(%0) : (memref<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

