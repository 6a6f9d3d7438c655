"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, index) -> f32, sym_name = "x1"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: index):
    %0 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<*xf32>
    %1 = "tensor.cast"(%0) : (tensor<*xf32>) -> tensor<?x?xf32>
    %2 = "tensor.extract"(%1, %arg1, %arg1) : (tensor<?x?xf32>, index, index) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

