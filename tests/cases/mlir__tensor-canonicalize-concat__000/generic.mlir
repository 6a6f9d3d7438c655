"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>, sym_name = "c1"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2x?xf32>):
    %0 = "tensor.concat"(%arg0, %arg1, %arg2) <{dim = 1 : i64}> : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

