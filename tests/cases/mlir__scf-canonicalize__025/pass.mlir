module {
  func.func @if_cond_results(%arg0: i1, %arg1: i1) -> (i1, i1) {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    %1 = scf.if %arg0 -> (i32) {
      %2 = "test.a"() : () -> i32
      scf.yield %2 : i32
    } else {
      %2 = "test.b"() : () -> i32
      scf.yield %2 : i32
    }
    "test.use"(%1) : (i32) -> ()
    return %arg0, %0 : i1, i1
  }
}

