module {
  func.func @if_combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
    %0:2 = scf.if %arg0 -> (i32, i32) {
      %1 = "test.a"() : () -> i32
      %2 = "test.c"(%1) : (i32) -> i32
      scf.yield %1, %2 : i32, i32
    } else {
      %1 = "test.b"() : () -> i32
      %2 = "test.d"(%1) : (i32) -> i32
      scf.yield %1, %2 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
}

