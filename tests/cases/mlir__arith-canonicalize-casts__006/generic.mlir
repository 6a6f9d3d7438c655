"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> (vector<4xf32>, tensor<2xi64>, vector<4xf32>), sym_name = "bitcast_splat_and_chains"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.constant"() <{value = dense<1065353216> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.bitcast"(%0) : (vector<4xi32>) -> vector<4xf32>
    %2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>}> : () -> tensor<2xf64>
    %3 = "arith.bitcast"(%2) : (tensor<2xf64>) -> tensor<2xi64>
    %4 = "arith.bitcast"(%arg0) : (vector<4xi32>) -> vector<4xf32>
    %5 = "arith.bitcast"(%4) : (vector<4xf32>) -> vector<4xi32>
    %6 = "arith.bitcast"(%5) : (vector<4xi32>) -> vector<4xf32>
    "func.return"(%1, %3, %6) : (vector<4xf32>, tensor<2xi64>, vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

