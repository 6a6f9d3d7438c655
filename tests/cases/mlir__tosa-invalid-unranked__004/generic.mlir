"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<?x2xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "tosa.transpose"(%arg0) <{perms = array<i32: 1, 0>}> : (tensor<2x3xf32>) -> tensor<?x2xf32>
    "func.return"(%0) : (tensor<?x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

