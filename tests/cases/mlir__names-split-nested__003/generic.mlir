"builtin.module"() ({
  "test.wrap"() ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %5 = "test.a"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
    "test.wrap"() ({
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "test.wrap"() ({
    "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

