module {
  func.func private @two(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg0, %arg1 : i32, i32
  }
  func.func @use_two(%arg0: i32) -> i32 {
    %0:2 = call @two(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %1:2 = call @two(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %2 = arith.addi %0#0, %1#1 : i32
    return %2 : i32
  }
}

