module {
  func.func private @p1(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @p2(%arg0: i32) -> i32 {
    %0 = call @p1(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @root(%arg0: i32) -> i32 {
    %0 = call @p2(%arg0) : (i32) -> i32
    %1 = call @p1(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

