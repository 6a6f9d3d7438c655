"builtin.module"() ({
  "test.wrap"() ({
    %1 = "test.a"() : () -> i32
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %2 = "test.a"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "test.wrap"() ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
    ^bb0(%arg0: i32):
      %0 = "test.a"() : () -> i32
      "test.b"(%arg0) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

