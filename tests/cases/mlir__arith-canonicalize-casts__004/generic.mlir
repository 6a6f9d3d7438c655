"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2xindex>, vector<2xi8>), sym_name = "index_cast_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[-1, 300]> : vector<2xi32>}> : () -> vector<2xi32>
    %1 = "arith.index_cast"(%0) : (vector<2xi32>) -> vector<2xindex>
    %2 = "arith.constant"() <{value = dense<[255, 256]> : vector<2xindex>}> : () -> vector<2xindex>
    %3 = "arith.index_castui"(%2) : (vector<2xindex>) -> vector<2xi8>
    "func.return"(%1, %3) : (vector<2xindex>, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

