"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xbf16>, tensor<2xf32>) -> (vector<4xf32>, tensor<2xbf16>), sym_name = "v"}> ({
  ^bb0(%arg0: vector<4xbf16>, %arg1: tensor<2xf32>):
    %0 = "arith.extf"(%arg0) : (vector<4xbf16>) -> vector<4xf32>
    %1 = "arith.truncf"(%arg1) : (tensor<2xf32>) -> tensor<2xbf16>
    %2 = "arith.extf"(%arg0) : (vector<4xbf16>) -> vector<4xf64>
    "func.return"(%0, %1) : (vector<4xf32>, tensor<2xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

