module {
  func.func private @pair(%arg0: i32) -> (i32, i32) {
    %0 = arith.muli %arg0, %arg0 : i32
    return %arg0, %0 : i32, i32
  }
  func.func @use_pair(%arg0: i32, %arg1: memref<i32>) {
    %0:2 = call @pair(%arg0) : (i32) -> (i32, i32)
    %1 = arith.addi %0#0, %0#1 : i32
    memref.store %0#0, %arg1[] : memref<i32>
    return
  }
}

