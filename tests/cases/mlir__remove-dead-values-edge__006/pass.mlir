module {
  func.func private @pair(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @use_pair(%arg0: i32, %arg1: memref<i32>) {
    %0 = call @pair(%arg0) : (i32) -> i32
    memref.store %0, %arg1[] : memref<i32>
    return
  }
}

