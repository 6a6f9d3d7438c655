module {
  func.func @identity(%arg0: i32) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i32
    return %0 : i32
  }
}

