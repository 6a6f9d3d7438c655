"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "b1"}> ({
    %0 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1 = "tensor.bitcast"(%0) : (tensor<2xi32>) -> tensor<2xf32>
    "func.return"(%1) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

