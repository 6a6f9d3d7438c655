"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "g"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.d"() : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

