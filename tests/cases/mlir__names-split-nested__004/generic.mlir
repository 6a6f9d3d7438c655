"builtin.module"() ({
  "test.wrap"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "test.wrap"() ({
        %1 = "test.a"() : () -> i32
        "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
        ^bb0(%arg1: i32):
          %2 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "func.return"(%2) : (i32) -> ()
        }) : () -> ()
      }) : () -> ()
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
    "builtin.module"() <{sym_name = "m"}> ({
      "test.wrap"() ({
        "func.func"() <{function_type = () -> i32, sym_name = "h"}> ({
          %0 = "test.a"() : () -> i32
          "func.return"(%0) : (i32) -> ()
        }) : () -> ()
      }) : () -> ()
      "func.func"() <{function_type = () -> (), sym_name = "i"}> ({
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

