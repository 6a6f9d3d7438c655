"builtin.module"() ({
  %0 = "t.c"() : () -> i32
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
  %2:2 = "builtin.unrealized_conversion_cast"(%0, %0) : (i32, i32) -> (i64, f32)
}) : () -> ()

