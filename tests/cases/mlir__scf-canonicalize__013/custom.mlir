module {
  func.func @for_dup_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
    %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (i32, i32) {
      %1 = "test.op"(%arg5, %arg6) : (i32, i32) -> i32
      scf.yield %1, %1 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
}

