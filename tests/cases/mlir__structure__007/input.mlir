
%c = "t.c"() : () -> i32
%x = builtin.unrealized_conversion_cast %c : i32 to i64
%y:2 = builtin.unrealized_conversion_cast %c, %c : i32, i32 to i64, f32
