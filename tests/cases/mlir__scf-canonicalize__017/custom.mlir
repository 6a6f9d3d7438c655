module {
  func.func @if_unused_results(%arg0: i1) -> i32 {
    %0:3 = scf.if %arg0 -> (i32, i32, i32) {
      %1 = "test.then"() : () -> i32
      %2 = "test.then2"() : () -> i32
      scf.yield %1, %2, %1 : i32, i32, i32
    } else {
      %1 = "test.else"() : () -> i32
      scf.yield %1, %1, %1 : i32, i32, i32
    }
    return %0#1 : i32
  }
}

