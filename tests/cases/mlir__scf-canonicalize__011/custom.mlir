module {
  func.func @for_empty_multi_trip(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (i32, i32) {
      scf.yield %arg1, %arg0 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
}

