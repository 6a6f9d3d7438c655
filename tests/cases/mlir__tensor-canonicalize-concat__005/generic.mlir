"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>, sym_name = "concat2"}> ({
  ^bb0(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>):
    %0 = "tensor.cast"(%arg0) : (tensor<2x4xf32>) -> tensor<?x?xf32>
    %1 = "tensor.concat"(%0, %arg1) <{dim = 0 : i64}> : (tensor<?x?xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

