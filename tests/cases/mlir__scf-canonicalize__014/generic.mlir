"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32x1024xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "for_tensor_cast"}> ({
  ^bb0(%arg0: tensor<32x1024xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "tensor.cast"(%arg0) : (tensor<32x1024xf32>) -> tensor<?x?xf32>
    %1 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
    ^bb0(%arg4: index, %arg5: tensor<?x?xf32>):
      %2 = "test.do"(%arg5) : (tensor<?x?xf32>) -> tensor<?x?xf32>
      "scf.yield"(%2) : (tensor<?x?xf32>) -> ()
    }) : (index, index, index, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

