module {
  func.func @if_noelse(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
    %0 = arith.addi %arg2, %arg2 : i32
    scf.if %arg0 {
      memref.store %arg2, %arg1[] : memref<i32>
    }
    return
  }
}

