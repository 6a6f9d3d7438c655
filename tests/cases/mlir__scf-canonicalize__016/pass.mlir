module {
  func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = scf.if %arg0 -> (i32) {
      %2 = "test.then"() : () -> i32
      scf.yield %2 : i32
    } else {
      %2 = "test.else"() : () -> i32
      scf.yield %2 : i32
    }
    return %0, %1, %arg2 : i32, i32, i32
  }
}

