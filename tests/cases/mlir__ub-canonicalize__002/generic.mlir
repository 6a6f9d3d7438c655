"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, vector<4xi32>), sym_name = "poison_folds_through_arith"}> ({
  ^bb0(%arg0: i32):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %3 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %4 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%1, %4) : (i32, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

