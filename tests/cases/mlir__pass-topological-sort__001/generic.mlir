"builtin.module"() ({
  %0 = "t.c"(%1) : (i32) -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %8 = "t.x"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "t.g"(%0) ({
    %6 = "t.h"(%7) : (i32) -> i32
    %7 = "t.i"(%0) : (i32) -> i32
  }) : (i32) -> ()
  %2 = "t.k"(%3) : (i32) -> i32
  %3 = "t.l"(%1) : (i32) -> i32
  "builtin.module"() ({
    %4 = "t.m"(%5) : (i32) -> i32
    %5 = "t.n"() : () -> i32
  }) : () -> ()
}) : () -> ()

