"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "identity"}> ({
  ^bb0(%arg0: i32):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

