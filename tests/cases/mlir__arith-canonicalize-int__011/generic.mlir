"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>, tensor<4xi32>) -> (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32), sym_name = "rem"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<4xi32>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.remui"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.remsi"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %4 = "arith.remsi"(%arg1, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %5 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
    %6 = "arith.remui"(%arg2, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %9 = "arith.remui"(%8, %7) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "arith.remsi"(%10, %11) : (i32, i32) -> i32
    "func.return"(%1, %2, %4, %6, %9, %12) : (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

