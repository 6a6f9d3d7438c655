module {
  func.func private @attrs(%arg0: i32 {test.a}) -> (i32 {test.r1}) {
    return %arg0 : i32
  }
  func.func @use_attrs(%arg0: i32) -> i32 {
    %0 = call @attrs(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

