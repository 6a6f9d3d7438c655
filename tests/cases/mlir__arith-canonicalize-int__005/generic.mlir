"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>), sym_name = "extended_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[-56, 100]> : vector<2xi8>}> : () -> vector<2xi8>
    %1 = "arith.constant"() <{value = dense<100> : vector<2xi8>}> : () -> vector<2xi8>
    %2:2 = "arith.addui_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi1>)
    %3:2 = "arith.mulsi_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi8>)
    %4:2 = "arith.mului_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi8>)
    "func.return"(%2#0, %2#1, %3#0, %3#1, %4#0, %4#1) : (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

