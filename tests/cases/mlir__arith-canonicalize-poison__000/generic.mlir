"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32, i32), sym_name = "poison"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %6 = "arith.andi"(%arg1, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.divui"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2, %3, %4, %6, %7, %8) : (i32, i32, i32, vector<4xi32>, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

