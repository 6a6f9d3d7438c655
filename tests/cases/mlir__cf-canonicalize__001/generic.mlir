"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "br_single_pred"}> ({
  ^bb0(%arg0: i32):
    "test.a"() : () -> ()
    "cf.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "test.b"(%0) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

