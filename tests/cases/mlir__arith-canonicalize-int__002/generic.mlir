"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, tensor<?xi32>, vector<4xi32>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>), sym_name = "subi"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: tensor<?xi32>, %arg3: vector<4xi32>):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.subi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %10 = "arith.subi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%0, %2, %4, %5, %8, %9, %10) : (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

