"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>, tensor<*xf32>) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<*xf32>, %arg1: tensor<*xf32>):
    %0 = "memref.cast"(%arg0) : (memref<*xf32>) -> memref<?x4xf32>
    %1 = "tensor.cast"(%arg1) : (tensor<*xf32>) -> tensor<2x?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

