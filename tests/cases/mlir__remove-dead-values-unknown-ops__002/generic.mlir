"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreg_term"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "foo.br"(%0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

