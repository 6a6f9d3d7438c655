module {
  func.func @loop_dead(%arg0: i1) -> i32 {
    %alloca = memref.alloca() : memref<i32>
    %alloca_0 = memref.alloca() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    memref.store %c0_i32, %alloca_0[] : memref<i32>
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %0 = memref.load %alloca[] : memref<i32>
    %1 = memref.load %alloca_0[] : memref<i32>
    memref.store %1, %alloca[] : memref<i32>
    memref.store %0, %alloca_0[] : memref<i32>
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb2:  // pred: ^bb1
    %2 = memref.load %alloca[] : memref<i32>
    return %2 : i32
  }
}

