"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "minmax"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.maxsi"(%arg0, %arg0) : (i8, i8) -> i8
    %1 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5 = "arith.maxsi"(%arg0, %1) : (i8, i8) -> i8
    %6 = "arith.maxsi"(%arg0, %2) : (i8, i8) -> i8
    %7 = "arith.minsi"(%arg0, %2) : (i8, i8) -> i8
    %8 = "arith.minsi"(%arg0, %1) : (i8, i8) -> i8
    %9 = "arith.maxui"(%arg0, %3) : (i8, i8) -> i8
    %10 = "arith.maxui"(%arg0, %4) : (i8, i8) -> i8
    %11 = "arith.minui"(%arg0, %4) : (i8, i8) -> i8
    %12 = "arith.minui"(%arg0, %3) : (i8, i8) -> i8
    %13 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %14 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %15 = "arith.maxsi"(%13, %14) : (i8, i8) -> i8
    %16 = "arith.maxui"(%13, %14) : (i8, i8) -> i8
    %17 = "arith.minui"(%13, %14) : (i8, i8) -> i8
    "func.return"(%0, %5, %6, %7, %8, %9, %10, %11, %12, %15, %16, %17) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

