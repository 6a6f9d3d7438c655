module {
  func.func private @attrs(%arg0: i32 {test.a}, %arg1: i32 {test.b}, %arg2: i32) -> (i32 {test.r0}, i32 {test.r1}) {
    return %arg1, %arg0 : i32, i32
  }
  func.func @use_attrs(%arg0: i32) -> i32 {
    %0:2 = call @attrs(%arg0, %arg0, %arg0) : (i32, i32, i32) -> (i32, i32)
    return %0#1 : i32
  }
}

