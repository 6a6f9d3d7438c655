module {
  func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
    %alloca = memref.alloca() : memref<i32>
    cf.switch %arg0 : i32, [
      default: ^bb1,
      42: ^bb2,
      43: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    memref.store %arg0, %alloca[] : memref<i32>
    cf.br ^bb4
  ^bb2:  // pred: ^bb0
    memref.store %arg1, %alloca[] : memref<i32>
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    %0 = memref.load %alloca[] : memref<i32>
    return %0 : i32
  }
}

