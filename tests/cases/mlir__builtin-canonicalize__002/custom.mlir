module {
  func.func @partial(%arg0: i32, %arg1: i32) -> (i32, i64) {
    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
    %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
    return %1, %0#1 : i32, i64
  }
}

