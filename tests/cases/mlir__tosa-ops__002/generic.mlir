"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<i1>) -> tensor<i32>, sym_name = "control_flow"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i1>):
    %0 = "tosa.while_loop"(%arg0) ({
    ^bb0(%arg5: tensor<i32>):
      %2 = "tosa.const"() <{values = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %3 = "tosa.greater_equal"(%2, %arg5) : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "tosa.yield"(%3) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>):
      "tosa.yield"(%arg4) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "tosa.cond_if"(%arg1, %0) ({
    ^bb0(%arg3: tensor<i32>):
      "tosa.yield"(%arg3) : (tensor<i32>) -> ()
    }, {
    ^bb0(%arg2: tensor<i32>):
      "tosa.yield"(%arg0) : (tensor<i32>) -> ()
    }) : (tensor<i1>, tensor<i32>) -> tensor<i32>
    "func.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()

