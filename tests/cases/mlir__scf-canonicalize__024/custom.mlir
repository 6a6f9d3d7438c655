module {
  func.func @if_swap(%arg0: i1) {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    scf.if %0 {
      "test.a"() : () -> ()
    } else {
      "test.b"() : () -> ()
    }
    return
  }
}

