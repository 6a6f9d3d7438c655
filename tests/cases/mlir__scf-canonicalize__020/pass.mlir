module {
  func.func @if_nested(%arg0: i1, %arg1: i1) {
    %0 = arith.andi %arg0, %arg1 : i1
    scf.if %0 {
      "test.inner"() : () -> ()
    }
    return
  }
}

