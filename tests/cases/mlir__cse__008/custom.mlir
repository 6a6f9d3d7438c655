module {
  func.func @reads_across_blocks(%arg0: memref<4xi32>, %arg1: index, %arg2: i1) -> i32 {
    %0 = memref.load %arg0[%arg1] : memref<4xi32>
    cf.cond_br %arg2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = memref.load %arg0[%arg1] : memref<4xi32>
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %2 = memref.load %arg0[%arg1] : memref<4xi32>
    %3 = arith.addi %0, %2 : i32
    return %3 : i32
  }
}

