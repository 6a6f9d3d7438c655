module {
  func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
    %0:3 = scf.if %arg0 -> (i32, i32, i32) {
      %1 = "test.then"() : () -> i32
      scf.yield %arg1, %1, %arg2 : i32, i32, i32
    } else {
      %1 = "test.else"() : () -> i32
      scf.yield %arg2, %1, %arg2 : i32, i32, i32
    }
    return %0#0, %0#1, %0#2 : i32, i32, i32
  }
}

