"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "bitwise_more"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.xori"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.ori"(%1, %arg0) : (i32, i32) -> i32
    %3 = "arith.ori"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.xori"(%arg0, %4) : (i32, i32) -> i32
    %6 = "arith.xori"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %8 = "arith.xori"(%7, %arg1) : (i32, i32) -> i32
    %9 = "arith.xori"(%7, %arg0) : (i32, i32) -> i32
    %10 = "arith.xori"(%arg1, %7) : (i32, i32) -> i32
    %11 = "arith.xori"(%arg0, %7) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %13 = "arith.andi"(%arg2, %12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %14 = "arith.ori"(%arg2, %12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.xori"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%2, %3, %5, %6, %8, %9, %10, %11, %13, %14, %15) : (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

