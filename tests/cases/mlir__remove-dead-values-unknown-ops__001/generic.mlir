"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "unreg_dead"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.pure"(%arg0) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

