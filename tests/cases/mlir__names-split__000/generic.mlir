"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1:2 = "test.a"() : () -> (i32, i32)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.addi"(%arg0, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "test.b"() ({
      %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.c"(%11, %12) : (i32, i32) -> ()
    }) : () -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  %2 = "test.a"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "test.d"() : () -> i32
    "test.iso"() ({
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %7 = "test.d"() : () -> i32
      "test.e"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

