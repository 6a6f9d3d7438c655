module {
  func.func @inner(%arg0: i1) -> i32 {
    %0 = scf.execute_region -> i32 {
      %alloca = memref.alloca() : memref<i32>
      %c1_i32 = arith.constant 1 : i32
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      memref.store %c1_i32, %alloca[] : memref<i32>
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %1 = memref.load %alloca[] : memref<i32>
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

