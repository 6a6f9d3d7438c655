"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "test.d"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

