module {
  func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32) {
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (i32) {
      %1 = "test.op"(%arg7) : (i32) -> i32
      scf.yield %1 : i32
    }
    return %arg3, %arg4, %0 : i32, i32, i32
  }
}

