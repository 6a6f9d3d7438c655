"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>, sym_name = "concat"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<3x?xf32>):
    %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

