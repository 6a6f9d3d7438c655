module {
  func.func @sroa_many(%arg0: i32, %arg1: i1) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %alloca = memref.alloca() : memref<3x2xi32>
    memref.store %arg0, %alloca[%c2, %c1] : memref<3x2xi32>
    cf.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    memref.store %arg0, %alloca[%c0, %c1] : memref<3x2xi32>
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %0 = memref.load %alloca[%c2, %c1] : memref<3x2xi32>
    %1 = memref.load %alloca[%c1, %c0] : memref<3x2xi32>
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}

