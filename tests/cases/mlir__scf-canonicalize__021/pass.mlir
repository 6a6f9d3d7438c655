module {
  func.func @if_nested_yield(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
    %0 = arith.andi %arg0, %arg1 : i1
    %1 = arith.select %arg0, %arg2, %arg3 : i32
    %2 = scf.if %0 -> (i32) {
      %3 = "test.inner"() : () -> i32
      scf.yield %3 : i32
    } else {
      scf.yield %arg3 : i32
    }
    return %2, %1 : i32, i32
  }
}

