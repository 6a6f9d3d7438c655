"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>), sym_name = "addi_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<127> : vector<4xi8>}> : () -> vector<4xi8>
    %1 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %4 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %5 = "arith.constant"() <{value = dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi16>, tensor<2x2xi16>) -> tensor<2x2xi16>
    %7 = "arith.constant"() <{value = dense<[-127, -126, -125, -124]> : vector<4xi8>}> : () -> vector<4xi8>
    %8 = "arith.addi"(%1, %7) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%2, %3, %6, %8) : (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

