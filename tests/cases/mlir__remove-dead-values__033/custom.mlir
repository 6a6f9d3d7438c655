module {
  func.func @main(%arg0: i32, %arg1: memref<i32>) {
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i32
    memref.store %0, %arg1[] : memref<i32>
    return
  }
}

