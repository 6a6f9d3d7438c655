module {
  func.func @if_const(%arg0: memref<i32>, %arg1: i32) {
    %false = arith.constant false
    %0 = arith.addi %arg1, %arg1 : i32
    scf.if %false {
      memref.store %0, %arg0[] : memref<i32>
    }
    return
  }
}

