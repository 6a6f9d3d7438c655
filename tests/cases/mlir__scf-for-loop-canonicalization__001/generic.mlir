"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>) -> index, sym_name = "swap"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3:2 = "scf.for"(%0, %2, %1, %arg0, %arg1) ({
    ^bb0(%arg2: index, %arg3: tensor<?xf32>, %arg4: tensor<?xf32>):
      %5 = "tensor.dim"(%arg3, %0) : (tensor<?xf32>, index) -> index
      "test.use"(%5) : (index) -> ()
      "scf.yield"(%arg4, %arg3) : (tensor<?xf32>, tensor<?xf32>) -> ()
    }) : (index, index, index, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    %4 = "tensor.dim"(%3#0, %0) : (tensor<?xf32>, index) -> index
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
}) : () -> ()

