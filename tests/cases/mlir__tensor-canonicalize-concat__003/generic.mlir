"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>, sym_name = "c4"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<?x?xf32>):
    %0 = "tensor.concat"(%arg0, %arg1) <{dim = 1 : i64}> : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>
    "func.return"(%0) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

