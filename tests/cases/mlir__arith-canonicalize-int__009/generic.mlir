"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ceil_floor"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.ceildivui"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.ceildivsi"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.floordivsi"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %8 = "arith.ceildivui"(%4, %6) : (i32, i32) -> i32
    %9 = "arith.ceildivsi"(%4, %6) : (i32, i32) -> i32
    %10 = "arith.ceildivsi"(%5, %6) : (i32, i32) -> i32
    %11 = "arith.ceildivsi"(%4, %7) : (i32, i32) -> i32
    %12 = "arith.ceildivsi"(%5, %7) : (i32, i32) -> i32
    %13 = "arith.floordivsi"(%5, %6) : (i32, i32) -> i32
    %14 = "arith.floordivsi"(%4, %7) : (i32, i32) -> i32
    %15 = "arith.floordivsi"(%5, %7) : (i32, i32) -> i32
    %16 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %18 = "arith.ceildivsi"(%16, %17) : (i32, i32) -> i32
    "func.return"(%1, %2, %3, %8, %9, %10, %11, %12, %13, %14, %15, %18) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

