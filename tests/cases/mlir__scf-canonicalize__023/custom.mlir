module {
  func.func @if_combine_not(%arg0: i1) {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    scf.if %arg0 {
      "test.a"() : () -> ()
    }
    scf.if %0 {
      "test.b"() : () -> ()
    }
    return
  }
}

