module {
  func.func @if_nested_yield(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
    %0:2 = scf.if %arg0 -> (i32, i32) {
      %1 = scf.if %arg1 -> (i32) {
        %2 = "test.inner"() : () -> i32
        scf.yield %2 : i32
      } else {
        scf.yield %arg3 : i32
      }
      scf.yield %1, %arg2 : i32, i32
    } else {
      scf.yield %arg3, %arg3 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
}

