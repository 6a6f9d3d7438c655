"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>), sym_name = "cmpi_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[1, 2, 3]> : vector<3xi32>}> : () -> vector<3xi32>
    %1 = "arith.constant"() <{value = dense<2> : vector<3xi32>}> : () -> vector<3xi32>
    %2 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %3 = "arith.cmpi"(%1, %1) <{predicate = 5 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %4 = "arith.constant"() <{value = dense<[-1, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %5 = "arith.constant"() <{value = dense<[1, -1]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %6 = "arith.cmpi"(%4, %5) <{predicate = 6 : i64}> : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    "func.return"(%2, %3, %6) : (vector<3xi1>, vector<3xi1>, tensor<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

