"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>), sym_name = "minmax_vectors"}> ({
  ^bb0(%arg0: vector<2xi8>):
    %0 = "arith.constant"() <{value = dense<127> : vector<2xi8>}> : () -> vector<2xi8>
    %1 = "arith.maxsi"(%arg0, %0) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %2 = "arith.constant"() <{value = dense<[-3, 4]> : vector<2xi8>}> : () -> vector<2xi8>
    %3 = "arith.constant"() <{value = dense<[5, -6]> : vector<2xi8>}> : () -> vector<2xi8>
    %4 = "arith.minsi"(%2, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %5 = "arith.maxui"(%2, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "func.return"(%1, %4, %5) : (vector<2xi8>, vector<2xi8>, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

