module {
  func.func @if_static(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %true = arith.constant true
    %false = arith.constant false
    %0 = scf.if %true -> (i32) {
      %2 = "test.then"() : () -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg1 : i32
    }
    %1 = scf.if %false -> (i32) {
      scf.yield %arg0 : i32
    } else {
      %2 = "test.else"() : () -> i32
      scf.yield %2 : i32
    }
    scf.if %false {
      "test.never"() : () -> ()
    }
    return %0, %1 : i32, i32
  }
}

