"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<0.000000e+00> : tensor<2xf32>, sym_name = "v", type = f32, var_shape = dense<2> : tensor<1xindex>}> : () -> () loc(#loc1)
  "tosa.variable"() <{sym_name = "w", type = i8, var_shape = dense<[-1, 4]> : tensor<2xindex>}> : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "use"}> ({
    %0 = "tosa.variable_read"() <{name = "v"}> : () -> tensor<2xf32> loc(#loc4)
    "tosa.variable_write"(%0) <{name = "v"}> : (tensor<2xf32>) -> () loc(#loc5)
    "func.return"(%0) : (tensor<2xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":6:10)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":8:5)

