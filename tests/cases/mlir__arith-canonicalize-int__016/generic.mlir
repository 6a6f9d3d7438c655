"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>), sym_name = "shifts"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.shli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.shrui"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.shrsi"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -16 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.shli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.shrui"(%4, %5) : (i32, i32) -> i32
    %8 = "arith.shrsi"(%4, %5) : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %10 = "arith.shli"(%4, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.shrsi"(%4, %9) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %13 = "arith.shrui"(%4, %12) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = dense<[5, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %15 = "arith.constant"() <{value = dense<[40, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %16 = "arith.shli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %17 = "arith.constant"() <{value = dense<[2, 40]> : vector<2xi32>}> : () -> vector<2xi32>
    %18 = "arith.shli"(%14, %17) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%1, %2, %3, %6, %7, %8, %10, %11, %13, %16, %18) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

