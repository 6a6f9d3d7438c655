"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (tensor<?x?x?xf32>, index), sym_name = "e1"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "tensor.empty"(%arg0, %0, %arg0) : (index, index, index) -> tensor<?x?x?xf32>
    %3 = "tensor.dim"(%2, %1) : (tensor<?x?x?xf32>, index) -> index
    %4 = "tensor.cast"(%2) : (tensor<?x?x?xf32>) -> tensor<2x?x?xf32>
    %5 = "tensor.dim"(%4, %1) : (tensor<2x?x?xf32>, index) -> index
    "func.return"(%2, %5) : (tensor<?x?x?xf32>, index) -> ()
  }) : () -> ()
}) : () -> ()

