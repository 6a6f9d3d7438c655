"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>, sym_name = "tb2"}> ({
  ^bb0(%arg0: tensor<4xi8>, %arg1: tensor<255xi8>):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
    "func.return"(%0) : (tensor<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

