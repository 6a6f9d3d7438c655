"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "roundtrip"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, i32) -> (i64, i64)
    %1:2 = "builtin.unrealized_conversion_cast"(%0#0, %0#1) : (i64, i64) -> (i32, i32)
    "func.return"(%1#0, %1#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

