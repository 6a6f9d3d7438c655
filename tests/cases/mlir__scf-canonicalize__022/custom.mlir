module {
  func.func @if_combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
    %0 = scf.if %arg0 -> (i32) {
      %2 = "test.a"() : () -> i32
      scf.yield %2 : i32
    } else {
      %2 = "test.b"() : () -> i32
      scf.yield %2 : i32
    }
    %1 = scf.if %arg0 -> (i32) {
      %2 = "test.c"(%0) : (i32) -> i32
      scf.yield %2 : i32
    } else {
      %2 = "test.d"(%0) : (i32) -> i32
      scf.yield %2 : i32
    }
    return %0, %1 : i32, i32
  }
}

