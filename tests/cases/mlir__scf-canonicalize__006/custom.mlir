module {
  func.func @for_same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
    %0 = scf.for %arg3 = %arg0 to %arg0 step %arg1 iter_args(%arg4 = %arg2) -> (i32) {
      %1 = "test.op"(%arg4) : (i32) -> i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

