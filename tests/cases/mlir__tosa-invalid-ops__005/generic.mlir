"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>, sym_name = "tb"}> ({
  ^bb0(%arg0: tensor<4xi8>, %arg1: tensor<256xi8>):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
    "func.return"(%0) : (tensor<4xi16>) -> ()
  }) : () -> ()
}) : () -> ()

