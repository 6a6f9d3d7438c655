module {
  func.func @dead_branch(%arg0: i32, %arg1: memref<i32>) {
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = arith.cmpi eq, %arg0, %arg0 : i32
    cf.cond_br %0, ^bb2, ^bb3
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  ^bb3:  // pred: ^bb1
    memref.store %arg0, %arg1[] : memref<i32>
    return
  }
}

