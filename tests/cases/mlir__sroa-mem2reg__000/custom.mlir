module {
  func.func @loop(%arg0: index, %arg1: i1) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %alloca = memref.alloca() : memref<i32>
    %alloca_0 = memref.alloca() : memref<f32>
    %alloca_1 = memref.alloca() : memref<1x1xi32>
    %c0 = arith.constant 0 : index
    memref.store %c0_i32, %alloca[] : memref<i32>
    cf.br ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    %0 = memref.load %alloca[] : memref<i32>
    %1 = arith.addi %0, %c1_i32 : i32
    cf.cond_br %arg1, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    memref.store %1, %alloca[] : memref<i32>
    memref.store %1, %alloca_1[%c0, %c0] : memref<1x1xi32>
    cf.cond_br %arg1, ^bb1, ^bb3
  ^bb3:  // pred: ^bb2
    %2 = memref.load %alloca_0[] : memref<f32>
    cf.br ^bb1
  ^bb4:  // 2 preds: ^bb1, ^bb5
    %3 = memref.load %alloca[] : memref<i32>
    %4 = memref.load %alloca_1[%c0, %c0] : memref<1x1xi32>
    %5 = arith.addi %3, %4 : i32
    return %5 : i32
  ^bb5:  // no predecessors
    memref.store %c1_i32, %alloca[] : memref<i32>
    cf.br ^bb4
  }
}

