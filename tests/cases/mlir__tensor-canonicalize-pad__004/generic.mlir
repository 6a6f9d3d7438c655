"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index), sym_name = "empty_and_generate"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = -2 : index}> : () -> index
    %3 = "tensor.empty"(%0, %arg0) : (index, index) -> tensor<?x?xf32>
    %4 = "tensor.empty"(%arg0, %arg1) : (index, index) -> tensor<?x?xf32>
    %5 = "tensor.dim"(%4, %1) : (tensor<?x?xf32>, index) -> index
    %6 = "tensor.cast"(%4) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %7 = "tensor.generate"(%0, %2) ({
    ^bb0(%arg3: index, %arg4: index):
      %11 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%11) : (index) -> ()
    }) : (index, index) -> tensor<?x?xindex>
    %8 = "tensor.generate"(%arg0) ({
    ^bb0(%arg2: index):
      %10 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%10) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    %9 = "tensor.extract"(%8, %arg1) : (tensor<?xindex>, index) -> index
    "func.return"(%3, %5, %6, %7, %9) : (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index) -> ()
  }) : () -> ()
}) : () -> ()

