"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<?xi32>):
    %0 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "tensor.bitcast"(%arg1) : (tensor<?xi32>) -> tensor<?xi32>
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
    %3 = "tensor.cast"(%2) : (tensor<?xf32>) -> tensor<*xf32>
    %4 = "tensor.cast"(%3) : (tensor<*xf32>) -> tensor<?xf32>
    "func.return"(%0, %1, %4) : (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

