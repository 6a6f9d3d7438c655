module {
  func.func @callee(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @caller(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = call @callee(%0) : (i32) -> i32
    return %1 : i32
  }
  func.func @caller2(%arg0: i32, %arg1: memref<i32>) {
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = call @callee(%0) : (i32) -> i32
    memref.store %1, %arg1[] : memref<i32>
    return
  }
}

