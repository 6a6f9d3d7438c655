"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> index, sym_name = "bad_dim"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1 = "shape.dim"(%arg0, %0) : (tensor<2xf32>, index) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

