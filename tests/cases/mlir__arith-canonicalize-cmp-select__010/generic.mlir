"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> vector<2xi32>, sym_name = "select_scalar_cond_vector"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %1 = "arith.constant"() <{value = dense<[3, 4]> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "arith.select"(%arg0, %0, %1) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%2) : (vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

