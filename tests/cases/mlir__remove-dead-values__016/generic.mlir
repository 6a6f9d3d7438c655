"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreach"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb1
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%1)[^bb1] : (i32) -> ()
  }) : () -> ()
}) : () -> ()

