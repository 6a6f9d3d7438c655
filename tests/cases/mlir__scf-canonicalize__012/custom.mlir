module {
  func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32) {
    %0:4 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg4, %arg9 = %arg5, %arg10 = %arg3) -> (i32, i32, i32, i32) {
      %1 = "test.op"(%arg9) : (i32) -> i32
      scf.yield %arg7, %arg4, %1, %arg10 : i32, i32, i32, i32
    }
    return %0#0, %0#1, %0#2 : i32, i32, i32
  }
}

