"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "division"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.divui"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.divsi"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.divui"(%4, %5) : (i32, i32) -> i32
    %7 = "arith.divsi"(%4, %5) : (i32, i32) -> i32
    %8 = "arith.divsi"(%4, %1) : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "arith.divsi"(%9, %10) : (i32, i32) -> i32
    %12 = "arith.remui"(%4, %5) : (i32, i32) -> i32
    %13 = "arith.remsi"(%4, %5) : (i32, i32) -> i32
    "func.return"(%2, %3, %6, %7, %8, %11, %12, %13) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

