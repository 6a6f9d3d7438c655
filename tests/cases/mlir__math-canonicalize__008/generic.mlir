"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>), sym_name = "elements"}> ({
    %0 = "arith.constant"() <{value = dense<[5.000000e-01, -1.500000e+00, 2.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %1 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<2xf64>}> : () -> tensor<2xf64>
    %2 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
    %3 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64>
    %4 = "math.log"(%0) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
    "func.return"(%2, %3, %4) : (vector<3xf32>, tensor<2xf64>, vector<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

