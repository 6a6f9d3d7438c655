"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ipowi"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "math.ipowi"(%0, %1) : (i32, i32) -> i32
    %7 = "math.ipowi"(%0, %2) : (i32, i32) -> i32
    %8 = "math.ipowi"(%3, %2) : (i32, i32) -> i32
    %9 = "math.ipowi"(%3, %1) : (i32, i32) -> i32
    %10 = "math.ipowi"(%4, %2) : (i32, i32) -> i32
    %11 = "math.ipowi"(%5, %2) : (i32, i32) -> i32
    %12 = "math.ipowi"(%2, %4) : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "arith.constant"() <{value = false}> : () -> i1
    %15 = "math.ipowi"(%13, %13) : (i1, i1) -> i1
    %16 = "math.ipowi"(%14, %13) : (i1, i1) -> i1
    %17 = "math.ipowi"(%14, %14) : (i1, i1) -> i1
    "test.use"(%6, %7, %8, %9, %10, %11, %12, %15, %16, %17) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

