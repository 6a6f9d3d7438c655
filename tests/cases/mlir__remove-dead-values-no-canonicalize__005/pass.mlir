module {
  func.func @if_const(%arg0: memref<i32>, %arg1: i32) {
    %false = arith.constant false
    scf.if %false {
    }
    return
  }
}

