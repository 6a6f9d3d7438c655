"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>, tensor<?x?xf32>, tensor<2xindex>) -> (tensor<4xf32>, tensor<4xi32>, index, i32), sym_name = "chains"}> ({
  ^bb0(%arg0: tensor<4xi32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2xindex>):
    %0 = "tensor.bitcast"(%arg0) : (tensor<4xi32>) -> tensor<4xui32>
    %1 = "tensor.bitcast"(%0) : (tensor<4xui32>) -> tensor<4xf32>
    %2 = "tensor.bitcast"(%1) : (tensor<4xf32>) -> tensor<4xi32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.reshape"(%arg1, %arg2) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %5 = "tensor.dim"(%4, %3) : (tensor<?x?xf32>, index) -> index
    %6 = "arith.index_cast"(%arg2) : (tensor<2xindex>) -> tensor<2xi32>
    %7 = "tensor.extract"(%6, %3) : (tensor<2xi32>, index) -> i32
    "func.return"(%1, %2, %5, %7) : (tensor<4xf32>, tensor<4xi32>, index, i32) -> ()
  }) : () -> ()
}) : () -> ()

