"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<2xindex>, tensor<2x3xf32>) -> (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>), sym_name = "reshapes"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2x3xf32>):
    %0 = "arith.constant"() <{value = dense<5> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1 = "arith.constant"() <{value = dense<6> : tensor<1xindex>}> : () -> tensor<1xindex>
    %2 = "tensor.reshape"(%0, %1) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<6xi32>
    %3 = "tensor.reshape"(%arg0, %1) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
    %4 = "tensor.reshape"(%arg0, %arg1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %5 = "tensor.reshape"(%4, %arg1) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "tensor.from_elements"(%8, %9) : (index, index) -> tensor<2xindex>
    %11 = "tensor.reshape"(%arg2, %10) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
    "func.return"(%2, %3, %5, %11) : (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

