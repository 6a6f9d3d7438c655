"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi1>, tensor<2xi1>, vector<2xi1>), sym_name = "classify_shaped"}> ({
    %0 = "arith.constant"() <{value = dense<0x7FC00000> : vector<4xf32>}> : () -> vector<4xf32>
    %1 = "arith.constant"() <{value = dense<2.000000e+00> : tensor<2xf64>}> : () -> tensor<2xf64>
    %2 = "arith.constant"() <{value = dense<[1.000000e+00, 0x7F800000]> : vector<2xf32>}> : () -> vector<2xf32>
    %3 = "math.isnan"(%0) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
    %4 = "math.isfinite"(%1) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xi1>
    %5 = "math.isinf"(%2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xi1>
    "func.return"(%3, %4, %5) : (vector<4xi1>, tensor<2xi1>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

