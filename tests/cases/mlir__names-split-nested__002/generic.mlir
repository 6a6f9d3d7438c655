"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  "test.wrap"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    %2 = "test.a"() : () -> i32
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg4: i32):
      %7 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%7) : (i32) -> ()
    }) : () -> ()
    "test.wrap"() ({
    ^bb0(%arg2: i32):
      %5:2 = "test.b"() : () -> (i32, i32)
      "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
      ^bb0(%arg3: i32):
        %6 = "test.c"(%arg3) : (i32) -> i32
        "func.return"() : () -> ()
      }) : () -> ()
      "test.end"() : () -> ()
    }) : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "test.a"() : () -> i32
    "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
      %4 = "test.a"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
    "test.end"() : () -> ()
  }, {
    "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
      %1 = "test.a"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

