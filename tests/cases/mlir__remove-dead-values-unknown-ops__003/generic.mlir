"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreg_term2"}> ({
  ^bb0(%arg0: i32):
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

