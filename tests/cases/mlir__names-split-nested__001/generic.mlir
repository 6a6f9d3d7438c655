"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg3: i32):
    "func.return"(%arg3) : (i32) -> ()
  }) : () -> ()
  "test.outer"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "l1"}> ({
    ^bb0(%arg2: i32):
      %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%4) : (i32) -> ()
    }) : () -> ()
    "test.mid"() ({
      "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "l2"}> ({
      ^bb0(%arg0: i32, %arg1: i32):
        %3:2 = "test.pair"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
        "func.return"(%3#1, %3#0) : (i32, i32) -> ()
      }) : () -> ()
      "test.inner"() ({
        "func.func"() <{function_type = () -> (), sym_name = "l3"}> ({
          %1 = "test.x"() : () -> i32
          "cf.br"(%1)[^bb1] : (i32) -> ()
        ^bb1(%2: i32):  // pred: ^bb0
          "test.use"(%2) : (i32) -> ()
          "func.return"() : () -> ()
        }) : () -> ()
      }, {
        "func.func"() <{function_type = () -> (), sym_name = "l3b"}> ({
          %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "l1b"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "bottom"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

