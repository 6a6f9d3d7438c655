module {
  %0 = "t.c"() : () -> i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  %2:2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
}

