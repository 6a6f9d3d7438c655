"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1), sym_name = "muli"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %5 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.muli"(%arg1, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.constant"() <{value = 65537 : i32}> : () -> i32
    %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 18446744073709551616 : i128}> : () -> i128
    %11 = "arith.muli"(%10, %10) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %12 = "arith.constant"() <{value = true}> : () -> i1
    %13 = "arith.muli"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%2, %3, %6, %7, %9, %11, %13) : (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1) -> ()
  }) : () -> ()
}) : () -> ()

