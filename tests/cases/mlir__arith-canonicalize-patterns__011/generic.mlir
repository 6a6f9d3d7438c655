"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>), sym_name = "select_vector_patterns"}> ({
  ^bb0(%arg0: vector<2xi1>, %arg1: vector<2xi32>, %arg2: vector<2xi32>):
    %0 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %1 = "arith.xori"(%arg0, %0) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %2 = "arith.select"(%1, %arg1, %arg2) : (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %4 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.select"(%arg0, %3, %4) : (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%2, %5) : (vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

