module {
  func.func private @attrs2(%arg0: i32 {test.a}, %arg1: i32) -> (i32, i32 {test.r1}) {
    return %arg1, %arg0 : i32, i32
  }
  func.func @use_attrs2(%arg0: i32) -> i32 {
    %0:2 = call @attrs2(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    return %0#0 : i32
  }
}

