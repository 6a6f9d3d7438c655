"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x?xf32>, tensor<*xf32>, tensor<3xindex>) -> (index, tensor<?xindex>, tensor<?xindex>), sym_name = "shape_of_things"}> ({
  ^bb0(%arg0: tensor<2x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<3xindex>):
    %0 = "shape.shape_of"(%arg0) : (tensor<2x?xf32>) -> tensor<?xindex>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%0, %1) : (tensor<?xindex>, index) -> index
    %3 = "tensor.reshape"(%arg1, %arg2) : (tensor<*xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
    %4 = "shape.shape_of"(%3) : (tensor<?x?x?xf32>) -> tensor<?xindex>
    %5 = "shape.shape_of"(%arg0) : (tensor<2x?xf32>) -> tensor<2xindex>
    %6 = "tensor.cast"(%5) : (tensor<2xindex>) -> tensor<?xindex>
    "func.return"(%2, %4, %6) : (index, tensor<?xindex>, tensor<?xindex>) -> ()
  }) : () -> ()
}) : () -> ()

