"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>), sym_name = "division_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[7, -7, 9]> : vector<3xi32>}> : () -> vector<3xi32>
    %1 = "arith.constant"() <{value = dense<[2, 2, 0]> : vector<3xi32>}> : () -> vector<3xi32>
    %2 = "arith.constant"() <{value = dense<[2, 3, 4]> : vector<3xi32>}> : () -> vector<3xi32>
    %3 = "arith.divsi"(%0, %1) : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %4 = "arith.divsi"(%0, %2) : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %5 = "arith.remsi"(%0, %2) : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %6 = "arith.remui"(%0, %1) : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    "func.return"(%3, %4, %5, %6) : (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) -> ()
  }) : () -> ()
}) : () -> ()

