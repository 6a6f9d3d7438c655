module {
  func.func private @attrs2(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @use_attrs2(%arg0: i32) -> i32 {
    %0 = call @attrs2(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

