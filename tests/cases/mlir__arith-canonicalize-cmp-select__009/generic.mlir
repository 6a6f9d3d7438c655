"builtin.module"() ({
  "func.func"() <{function_type = (vector<3xi32>, vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>), sym_name = "select_vectors"}> ({
  ^bb0(%arg0: vector<3xi32>, %arg1: vector<3xi32>):
    %0 = "arith.constant"() <{value = dense<true> : vector<3xi1>}> : () -> vector<3xi1>
    %1 = "arith.select"(%0, %arg0, %arg1) : (vector<3xi1>, vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %2 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %3 = "arith.constant"() <{value = dense<[1, 2, 3]> : vector<3xi32>}> : () -> vector<3xi32>
    %4 = "arith.constant"() <{value = dense<[4, 5, 6]> : vector<3xi32>}> : () -> vector<3xi32>
    %5 = "arith.select"(%2, %3, %4) : (vector<3xi1>, vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %6 = "arith.constant"() <{value = dense<1.000000e+00> : vector<3xf32>}> : () -> vector<3xf32>
    %7 = "arith.constant"() <{value = dense<[2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %8 = "arith.select"(%2, %6, %7) : (vector<3xi1>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %9 = "arith.select"(%2, %arg0, %4) : (vector<3xi1>, vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    "func.return"(%1, %5, %8, %9) : (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>) -> ()
  }) : () -> ()
}) : () -> ()

