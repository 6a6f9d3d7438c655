
module @inner {
  func.func private @f(%c : i32) -> i32 {
    return %c : i32
  }
  func.func @g(%c : i32) -> i32 {
    %0 = func.call @f(%c) : (i32) -> i32
    return %0 : i32
  }
}
module @inner2 attributes {sym_visibility = "private"} {
  func.func nested @f(%c : i32) -> i32 {
    return %c : i32
  }
  func.func @g(%c : i32) -> i32 {
    %0 = func.call @f(%c) : (i32) -> i32
    return %0 : i32
  }
}
func.func private @h(%c : i32) -> i32 {
  %0 = func.call @h2(%c) : (i32) -> i32
  return %0 : i32
}
func.func @k(%c : i32) -> i32 {
  %0 = func.call @h(%c) : (i32) -> i32
  return %0 : i32
}
func.func private @h2(%c : i32) -> i32 {
  return %c : i32
}
