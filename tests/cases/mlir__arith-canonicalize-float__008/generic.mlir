"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>), sym_name = "vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %1 = "arith.constant"() <{value = dense<5.000000e-01> : vector<3xf32>}> : () -> vector<3xf32>
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %3 = "arith.mulf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %4 = "arith.constant"() <{value = dense<[1.000000e+308, -1.000000e+308]> : tensor<2xf64>}> : () -> tensor<2xf64>
    %5 = "arith.mulf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %6 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    "func.return"(%2, %3, %5, %6) : (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

