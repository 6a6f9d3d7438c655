module {
  func.func @if_cond_results(%arg0: i1, %arg1: i1) -> (i1, i1) {
    %true = arith.constant true
    %false = arith.constant false
    %0:3 = scf.if %arg0 -> (i1, i1, i32) {
      %1 = "test.a"() : () -> i32
      scf.yield %true, %false, %1 : i1, i1, i32
    } else {
      %1 = "test.b"() : () -> i32
      scf.yield %false, %true, %1 : i1, i1, i32
    }
    "test.use"(%0#2) : (i32) -> ()
    return %0#0, %0#1 : i1, i1
  }
}

