"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>, vector<4xi32>) -> (i32, i32, vector<4xi32>), sym_name = "addi_mul_negative_one"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xi32>):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.muli"(%arg3, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.addi"(%arg2, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%2, %4, %7) : (i32, i32, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

