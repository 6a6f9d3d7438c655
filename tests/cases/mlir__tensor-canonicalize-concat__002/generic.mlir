"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>, sym_name = "c3"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x5xf32>):
    %0 = "tensor.concat"(%arg0, %arg1) <{dim = 1 : i64}> : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

