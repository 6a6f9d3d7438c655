"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>, tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>), sym_name = "dynamic_shapes"}> ({
  ^bb0(%arg0: tensor<?xi32>, %arg1: tensor<*xi32>):
    %0 = "arith.xori"(%arg0, %arg0) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %1 = "arith.xori"(%arg1, %arg1) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
    "func.return"(%0, %1) : (tensor<?xi32>, tensor<*xi32>) -> ()
  }) : () -> ()
}) : () -> ()

